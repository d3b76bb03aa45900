/**
 * The patient's space (PRODUCT.md section 12), in place of the clinic's shell: the clinic's name
 * and sign-out on top, one screen, and a bottom bar with Today, History and Messages. Large type
 * and 48 px targets (me-layout.module.css); nothing here loads a clinic screen, and the sign-out's
 * code (the outbox, the auth calls) loads only when it is asked for.
 */
import { Anchor, Button, Container, Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Brand } from '../../components/brand';
import { dataErrorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { ServerStateProvider } from '../../lib/server-state-provider';
// The stored user alone: the auth index would bring the session calls into the first load.
import { useUser } from '../auth/user-store';
import { InlineConfirm } from './inline-confirm';
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
  const [signingOut, setSigningOut] = useState<{ unsent: number } | null>(null);
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
              <AccountAction onSignOut={(unsent) => setSigningOut({ unsent })} />
            </Group>
          </Container>
        </header>
        <Container component="main" id={MAIN_ID} tabIndex={-1} size={720} px="md" py="lg">
          {signingOut && (
            <SignOutQuestion unsent={signingOut.unsent} onCancel={() => setSigningOut(null)} />
          )}
          <LinkedOnly>
            <Outlet />
          </LinkedOnly>
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

/** An account linked to no patient (a clinician who opened /me) is told so, not shown errors. */
function LinkedOnly({ children }: { children: ReactNode }) {
  const { t } = useMeTranslation();
  const link = useHomeLink();
  if (link.data && link.data.link === null) {
    return (
      <Paper withBorder p="lg" radius="md" role="status">
        <Text fz="lg">{t('layout.noLink')}</Text>
      </Paper>
    );
  }
  return <>{children}</>;
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

/**
 * A patient account signs out here (what is unsent goes first, for a few seconds at most); a
 * clinician who is also a patient goes back to the clinic instead.
 */
function AccountAction({ onSignOut }: { onSignOut: (unsent: number) => void }) {
  const { t } = useMeTranslation();
  const patientAccount = useUser()?.home?.patientAccount === true;
  const [busy, setBusy] = useState(false);
  if (!patientAccount) {
    return (
      <Anchor component={NavLink} to={paths.home()} fw={600} py="sm">
        {t('layout.backToClinic')}
      </Anchor>
    );
  }
  const ask = async () => {
    setBusy(true);
    try {
      const { prepareSignOut } = await import('../sync');
      onSignOut(await prepareSignOut().catch(() => 0));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="md" mih={48} loading={busy} onClick={() => void ask()}>
      {t('layout.signOut')}
    </Button>
  );
}

function SignOutQuestion({ unsent, onCancel }: { unsent: number; onCancel: () => void }) {
  const { t } = useMeTranslation();
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  return (
    <InlineConfirm
      title={t('layout.signOutTitle')}
      confirmLabel={t('layout.signOutConfirm')}
      onConfirm={async () => {
        const { signOut } = await import('../auth');
        await signOut();
        navigate(paths.login(), { replace: true });
      }}
      onCancel={onCancel}
      describeError={(error) => dataErrorMessage(error, tApp)}
    >
      <Text fz="lg">{unsent > 0 ? t('layout.signOutUnsent') : t('layout.signOutBody')}</Text>
    </InlineConfirm>
  );
}
