/**
 * The signed-in frame: header with the app name and navigation from 992 px, a tab bar below it
 * (phones and tablets: at 768–991 px the six header links, the workspace and the sync badge do
 * not fit on one row), and the outlet. A screen that needs the whole width (the live class on a
 * wall screen) asks for it through `useWideLayout`.
 */
// First: the signed-in screens' strings must be in place before anything below renders.
import './app-i18n';
import { AppShell, Container, Group } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Brand } from '../components/brand';
import {
  AccessRefusedNotice,
  refreshWorkspaces,
  useCanReadRecords,
  useCanWrite,
  WorkspaceSwitcher,
} from '../features/clinic';
import { InactivityLock } from '../features/lock';
import { TwoFactorRequiredNotice } from '../features/security';
import { SyncBadge, UpdatePrompt } from '../features/sync';
import { navRoutes, paths } from '../lib/paths';
import { ServerStateProvider } from '../lib/server-state-provider';
import { NAV_ICONS } from './nav-icons';
import classes from './shell.module.css';

const MAIN_ID = 'main-content';

// The resume banners show only after an interrupted recording or class: their features (the
// recorder, the class state) load beside the first screen, not in its way (the /home budget).
const ResumeRecordingBanner = lazy(async () => ({
  default: (await import('../features/recording')).ResumeRecordingBanner,
}));
const ClassResumeBanner = lazy(async () => ({
  default: (await import('../features/class')).ClassResumeBanner,
}));

export function Shell() {
  const { t } = useTranslation();
  // A viewer (a receptionist) is not offered the screens where she could do nothing.
  const canWrite = useCanWrite();
  // The front desk is offered the patient list and attendance, none of the clinical screens.
  const canReadRecords = useCanReadRecords();
  const navItems = navRoutes({ canWrite, canReadRecords });
  // The server's session decides the workspace: bring the device in step once per start.
  useEffect(() => {
    void refreshWorkspaces();
  }, []);
  return (
    <ServerStateProvider>
      <AppShell header={{ height: 60 }} footer={{ height: { base: 64, md: 0 } }} padding={0}>
        <a className={classes.skipLink} href={`#${MAIN_ID}`}>
          {t('nav.skipToContent')}
        </a>
        <AppShell.Header>
          <Container size="lg" h="100%">
            <Group h="100%" justify="space-between" wrap="nowrap">
              {/* The workspace name shrinks (ellipsis) before the sync badge does. */}
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '0 1 auto' }}>
                <NavLink to={paths.home()} className={classes.brandLink} aria-label="Ritmo">
                  <Brand nameFromSm />
                </NavLink>
                <WorkspaceSwitcher />
              </Group>
              <Group
                component="nav"
                aria-label={t('nav.label')}
                gap={4}
                wrap="nowrap"
                visibleFrom="md"
                style={{ flexShrink: 0 }}
              >
                {navItems.map((item) => (
                  <NavLink key={item.path} to={item.path} className={classes.headerLink}>
                    {t(`nav.${item.labelKey}`)}
                  </NavLink>
                ))}
              </Group>
              <div style={{ flexShrink: 0 }}>
                <SyncBadge />
              </div>
            </Group>
          </Container>
        </AppShell.Header>
        <AppShell.Main id={MAIN_ID} tabIndex={-1} bg="gray.0">
          <Container size="lg" py={{ base: 'md', sm: 'xl' }} px="md" className={classes.content}>
            <AccessRefusedNotice />
            <TwoFactorRequiredNotice />
            <Suspense fallback={null}>
              <ResumeRecordingBanner />
              <ClassResumeBanner />
            </Suspense>
            <UpdatePrompt />
            <Outlet />
          </Container>
        </AppShell.Main>
        <AppShell.Footer hiddenFrom="md" component="nav" aria-label={t('nav.label')}>
          <div className={classes.tabBar}>
            {navItems.map((item) => (
              <NavLink key={item.path} to={item.path} className={classes.tab}>
                {NAV_ICONS[item.labelKey]}
                <span>{t(`nav.${item.labelKey}`)}</span>
              </NavLink>
            ))}
          </div>
        </AppShell.Footer>
        <InactivityLock />
      </AppShell>
    </ServerStateProvider>
  );
}
