/** /home: greeting, the patient list, and cards for what comes next (sessions, device, sync). */
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon';
import { useUser } from '../auth';
import { PatientsPanel } from '../patients';

export function HomeScreen() {
  const { t } = useTranslation();
  const user = useUser();
  const name = user?.name.trim() || t('home.fallbackName');

  return (
    <Stack gap="xl">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('home.greeting', { name })}
      </Title>
      <PatientsPanel />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ComingSoonCard
          title={t('home.recentSessions')}
          description={t('home.recentSessionsDescription')}
        />
        <ComingSoonCard
          title={t('home.deviceSync')}
          description={t('home.deviceSyncDescription')}
        />
      </SimpleGrid>
    </Stack>
  );
}
