/**
 * /home: the greeting at once, then the panels (home-panels.tsx) in their own chunk. On a slow
 * phone the greeting waited for every panel's code (forms, lists, the prescription's words) and
 * their first render: 5.9 s to the largest paint under Lighthouse's mobile throttling (issue 37).
 * The panels arrive together, below the greeting, so nothing on screen moves when they do.
 */
import { Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLoader } from '../../components/screen-loader';
import { useUser } from '../auth';

const HomePanels = lazy(async () => ({ default: (await import('./home-panels')).HomePanels }));

export function HomeScreen() {
  const { t } = useTranslation();
  const user = useUser();
  const name = user?.name.trim() || t('home.fallbackName');

  return (
    <Stack gap="xl">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('home.greeting', { name })}
      </Title>
      <Suspense fallback={<ScreenLoader />}>
        <HomePanels />
      </Suspense>
    </Stack>
  );
}
