/**
 * /patients/:patientId — the patient's chart: the header (who, what changes exercise, where the
 * programme stands) over tabs whose bodies come from chart-tabs.tsx. The open tab is in the URL
 * (`?tab=`), so a link can open a section. Not for the front desk (no clinical records).
 */
import { Alert, Anchor, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Patient } from '../../../common/schemas/patient';
import { ScrollCue } from '../../components/scroll-cue';
import { paths } from '../../lib/paths';
import { useCanReadRecords, useCanWrite } from '../clinic';
import { usePatientDirectory, usePatientState } from '../patients';
import { activeProgrammeOf, useProgrammeRecords } from '../records';
import { ChartHeader } from './chart-header';
import { useChartTranslation } from './chart-i18n';
import { CHART_TAB_IDS, type ChartTabId } from './chart-tab-props';
import { CHART_TABS } from './chart-tabs';
import { ClinicalProfileModal } from './clinical-profile-form';
import { EmptyTab } from './empty-tab';
import { sessionsSince, usePatientSessions } from './patient-sessions';

const isTabId = (tab: string | null): tab is ChartTabId =>
  CHART_TAB_IDS.includes(tab as ChartTabId);

function ChartTabs({ patientId, canWrite }: { patientId: string; canWrite: boolean }) {
  const { t } = useChartTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: ChartTabId = isTabId(requested) ? requested : 'timeline';
  return (
    <Tabs
      value={tab}
      onChange={(next) =>
        setSearch(next && next !== 'timeline' ? { tab: next } : {}, { replace: true })
      }
      keepMounted={false}
    >
      {/* Five tabs are wider than a phone: they scroll, with a visible cue on the side with more. */}
      <ScrollCue selected={tab}>
        <Tabs.List
          aria-label={t('tabs.label')}
          style={{ flexWrap: 'nowrap', width: 'max-content', minWidth: '100%' }}
        >
          {CHART_TAB_IDS.map((id) => (
            <Tabs.Tab key={id} value={id} style={{ flexShrink: 0 }}>
              {t(`tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollCue>
      {CHART_TAB_IDS.map((id) => {
        const Body = CHART_TABS[id];
        return (
          <Tabs.Panel key={id} value={id} pt="md">
            {Body ? (
              <Body patientId={patientId} canWrite={canWrite} />
            ) : (
              <EmptyTab tab={id as Exclude<ChartTabId, 'timeline'>} />
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}

function PatientChart({ patient }: { patient: Patient }) {
  const { t } = useChartTranslation();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState(false);
  const records = useProgrammeRecords(patient.patientId);
  const sessions = usePatientSessions(patient.patientId);
  const active = activeProgrammeOf(records);
  const sessionsDone =
    active.programme && sessions.data
      ? sessionsSince(sessions.data, active.programme.startDate).length
      : null;
  return (
    <Stack gap="md">
      <ChartHeader
        patient={patient}
        active={active}
        sessionsDone={sessionsDone}
        onEditProfile={canWrite ? () => setEditing(true) : undefined}
      />
      {canWrite && (
        <ClinicalProfileModal
          patient={patient}
          opened={editing}
          onClose={() => setEditing(false)}
        />
      )}
      {records.status === 'error' && (
        <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
          <Anchor component="button" type="button" size="sm" onClick={records.reload}>
            {t('retry')}
          </Anchor>
        </Alert>
      )}
      {!canWrite && (
        <Text size="sm" c="gray.7">
          {t('readOnly')}
        </Text>
      )}
      <ChartTabs patientId={patient.patientId} canWrite={canWrite} />
    </Stack>
  );
}

export function ChartScreen() {
  const { t } = useChartTranslation();
  const { patientId = '' } = useParams();
  const canReadRecords = useCanReadRecords();
  const { patients } = usePatientDirectory();
  const { status } = usePatientState();
  const patient = patients.find((p) => p.patientId === patientId);

  const back = (
    <Anchor component={Link} to={paths.home()} size="sm">
      ← {t('back')}
    </Anchor>
  );
  if (!canReadRecords) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="gray" variant="light" role="alert" title={t('title')}>
          {t('noAccess')}
        </Alert>
      </Stack>
    );
  }
  if (!patient) {
    const loading = status === 'idle' || status === 'loading';
    return (
      <Stack gap="md">
        {back}
        {loading ? (
          <Stack role="status" aria-busy="true" aria-label={t('loading')} gap="sm">
            <Skeleton height={140} radius="md" />
            <Skeleton height={40} radius="md" />
          </Stack>
        ) : (
          <Alert color="gray" variant="light" role="alert" title={t('title')}>
            {t('notFound')}
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <PatientChart patient={patient} />
    </Stack>
  );
}
