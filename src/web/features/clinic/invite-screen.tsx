/**
 * /invite/:invitationId, the link an admin shares. Signed out: sign in or create an account,
 * then back here. Signed in: the clinic and the role offered, and "Join", which makes the clinic
 * the active workspace and goes Home.
 */
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CardPage } from '../../components/card-page';
import { authErrorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { useServerQuery } from '../../lib/server-state';
import { ServerStateProvider } from '../../lib/server-state-provider';
import { useUser } from '../auth';
import { fetchInvitation, type InvitationDetails } from './clinic-api';
import { useClinicTranslation } from './clinic-i18n';
import { switchFailureMessage } from './switch-refusal';
import { joinClinic } from './workspace-store';

export function InviteScreen() {
  const { t } = useClinicTranslation();
  const { invitationId = '' } = useParams();
  const user = useUser();
  const returnTo = paths.invite(invitationId);
  return (
    <CardPage title={t('join.title')} width={480}>
      {user ? (
        // Outside the signed-in shell (the link opens signed out too): its own provider.
        <ServerStateProvider>
          <InvitationDetailsView invitationId={invitationId} />
        </ServerStateProvider>
      ) : (
        <>
          <Text>{t('join.signedOut')}</Text>
          <Group gap="sm">
            <Button component={Link} to={paths.login(returnTo)}>
              {t('join.signIn')}
            </Button>
            <Button component={Link} to={paths.signup(returnTo)} variant="light">
              {t('join.signUp')}
            </Button>
          </Group>
        </>
      )}
    </CardPage>
  );
}

function InvitationDetailsView({ invitationId }: { invitationId: string }) {
  const { t } = useClinicTranslation();
  const { t: tApp } = useTranslation();
  const invitation = useServerQuery({
    key: ['invitation', invitationId],
    read: () => fetchInvitation(invitationId),
  });
  if (invitation.isPending)
    return <Loader size="sm" aria-busy="true" aria-label={t('join.loading')} />;
  if (!invitation.data) {
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert" title={t('join.unavailable')}>
          {/* The auth service's own words: why this invitation is not open to this account. */}
          {authErrorMessage(invitation.error, tApp)}
        </Alert>
        <Anchor component={Link} to={paths.home()}>
          {t('join.goHome')}
        </Anchor>
      </Stack>
    );
  }
  return <JoinOffer invitation={invitation.data} />;
}

function JoinOffer({ invitation }: { invitation: InvitationDetails }) {
  const { t } = useClinicTranslation();
  const { t: tApp } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const join = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await joinClinic(invitation);
    } catch (error) {
      setFailed(switchFailureMessage(error, t, tApp));
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <Text>
        {t('join.offer', {
          name: invitation.organizationName,
          role: t(`roles.${invitation.role}`),
        })}
      </Text>
      <Text size="sm" c="gray.7">
        {t(`join.roleHint.${invitation.role}`)}
      </Text>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {failed}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={() => void join()} loading={busy}>
          {t('join.accept', { name: invitation.organizationName })}
        </Button>
        <Button component={Link} to={paths.home()} variant="default">
          {t('join.notNow')}
        </Button>
      </Group>
    </Stack>
  );
}
