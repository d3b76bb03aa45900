/**
 * Home's panels under the greeting: the patient list, the latest sessions, the sensor and sync
 * state, and for someone with no clinic yet the offer to create one. Their own chunk (home-screen
 * loads it), so the greeting is on screen before their code has arrived.
 */
import { Divider, SimpleGrid, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../components/titled-card';
import { CreateClinicOffer, useWorkspace } from '../clinic';
import { SensorStatusLine } from '../devices';
import { PatientsPanel } from '../patients';
import { ReviewsDueCard } from '../prescription';
import { RecentActivities } from '../results';
import { TodaySlots } from '../schedule';
import { SyncSummary } from '../sync';
import { HomeInboxCard } from './home-inbox-card';

export function HomePanels() {
  const { t } = useTranslation();
  const workspace = useWorkspace();
  // Removed from the clinic: the notice above says so and offers the way out; lists that can
  // only fail to load (403) would bury it under error boxes.
  const refused = workspace.refused && workspace.kind === 'clinic';

  return (
    <>
      {/* The front desk's day: today's slots with who is expected and the check-in (issue 36). */}
      {!refused && !workspace.canReadRecords && (
        <Suspense fallback={<span aria-busy="true" hidden />}>
          <TodaySlots />
        </Suspense>
      )}
      {!refused && <PatientsPanel />}
      {/* Physicians' signatures owed (issue 25); the front desk reads no clinical records. */}
      {!refused && workspace.canReadRecords && <ReviewsDueCard />}
      {/* Home sessions to review (issue 40): a clinic's clinicians and viewers. */}
      {!refused && workspace.canReadRecords && workspace.kind === 'clinic' && <HomeInboxCard />}
      {/* The front desk sees no sessions and records none: the patient list is its Home. */}
      {!refused && workspace.canReadRecords && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TitledCard p="md" title={t('home.recentSessions')}>
            <RecentActivities />
          </TitledCard>
          <TitledCard p="md" title={t('home.deviceSync')}>
            <Text size="sm" fw={600} c="gray.8">
              {t('home.sensor')}
            </Text>
            <SensorStatusLine />
            <Divider />
            <Text size="sm" fw={600} c="gray.8">
              {t('home.sync')}
            </Text>
            <SyncSummary />
          </TitledCard>
        </SimpleGrid>
      )}
      <CreateClinicOffer />
    </>
  );
}
