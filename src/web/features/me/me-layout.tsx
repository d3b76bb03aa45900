/**
 * The patient's space (PRODUCT.md section 12), in place of the clinic's shell: the clinic's name
 * and sign-out on top, one screen, and a bottom bar with Today, History and Messages. Large type
 * and 48 px targets (me-layout.module.css); nothing here loads a clinic screen.
 */
import { Button, Container, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Brand } from '../../components/brand';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { dataErrorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { ServerStateProvider } from '../../lib/server-state-provider';
import { signOut } from '../auth';
import { prepareSignOut } from '../sync';
import { useMeTranslation } from './me-i18n';
import classes from './me-layout.module.css';
import { ME_NAV_ICONS } from './me-nav-icons';
import { useHomeLink } from './me-queries';

const MAIN_ID = 'me-content';

const NAV = [
  { key: 'today', to: paths.me(), end: true },
  { key: 'history', to: paths.meHistory(), end: false },
  { key: 'messages', to: paths.meMessages(), end: false },
] as const;

export function MeLayout() {
  const { t } = useMeTranslation();
  return (
    <ServerStateProvider>
      <div className={classes.root}>
        <a className={classes.skipLink} href={`#${MAIN_ID}`}>
          {t('layout.skipToContent')}
        </a>
        <header className={classes.header}>
          <Container size={720} px="md" py="sm">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Brand nameFromSm />
                <ClinicName />
              </Group>
              <SignOutButton />
            </Group>
          </Container>
        </header>
        <Container component="main" id={MAIN_ID} tabIndex={-1} size={720} px="md" py="lg">
          <Outlet />
        </Container>
        <nav className={classes.tabBar} aria-label={t('layout.navLabel')}>
          {NAV.map((item) => (
            <NavLink key={item.key} to={item.to} end={item.end} className={classes.tab}>
              {ME_NAV_ICONS[item.key]}
              <span>{t(`layout.${item.key}`)}</span>
            </NavLink>
          ))}
        </nav>
      </div>
    </ServerStateProvider>
  );
}

function ClinicName() {
  const { t } = useMeTranslation();
  const link = useHomeLink();
  const name = link.data?.link?.clinicName;
  if (!name) return null;
  return (
    <Text fw={600} truncate="end" title={name} aria-label={t('layout.clinicOf', { name })}>
      {name}
    </Text>
  );
}

/** Sends what it can first; asks before leaving unsent check-ins or sessions behind. */
function SignOutButton() {
  const { t } = useMeTranslation();
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [unsent, setUnsent] = useState(0);
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    await signOut();
    navigate(paths.login(), { replace: true });
  };
  const ask = async () => {
    setBusy(true);
    try {
      setUnsent(await prepareSignOut().catch(() => 0));
      setAsking(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="default" size="md" mih={48} loading={busy} onClick={() => void ask()}>
        {t('layout.signOut')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('layout.signOutTitle')}
        confirmLabel={t('layout.signOutConfirm')}
        onConfirm={leave}
        onClose={() => setAsking(false)}
        describeError={(error) => dataErrorMessage(error, tApp)}
      >
        <Text>{unsent > 0 ? t('layout.signOutUnsent') : t('layout.signOutBody')}</Text>
      </ConfirmDialog>
    </>
  );
}
