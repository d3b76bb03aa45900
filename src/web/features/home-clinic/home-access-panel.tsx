/**
 * The chart's Home tab body, drawn from what the server answered (issue 39, "shown in the
 * chart"): who is linked and since when, an invitation waiting, "End access" with a
 * confirmation, the telemonitoring consent accepted (its version's SHA-256, shortened) or not,
 * the on-site sessions done and, for a physician on an intermediate-risk programme, the home
 * clearance. Viewers read; members and above act.
 */
import { Alert, Button, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { HomeAccess, HomeAccessState } from '../../../common/schemas/home-access';
import { formatDateTime } from '../../lib/locale-format';
import { useHomeClinicTranslation } from './home-clinic-i18n';
import { HomeInvite } from './home-invite';

export interface HomeProgrammeFacts {
  riskClass: 'low' | 'intermediate' | 'high';
  clinicSessionsDone: number | null;
  clearance: {
    homeCleared: boolean;
    at: number | null;
    by: { name: string } | null;
    registration: string | null;
  } | null;
}

export interface HomeAccessPanelProps {
  state: HomeAccessState;
  canWrite: boolean;
  /** The active programme's facts; null without one. */
  programme: HomeProgrammeFacts | null;
  isPhysician: boolean;
  onInvite: (email: string | null) => Promise<HomeAccess>;
  onRevoke: () => Promise<void>;
  onClear: (homeCleared: boolean) => Promise<unknown>;
}

const short = (sha256: string) => sha256.slice(0, 12);

function RevokeButton({ onRevoke }: { onRevoke: () => Promise<void> }) {
  const { t } = useHomeClinicTranslation();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const revoke = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onRevoke();
      setOpened(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="light" color="red" onClick={() => setOpened(true)}>
        {t('access.revoke')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('access.revokeTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('access.revokeBody')}</Text>
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {t('access.revokeFailed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('access.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void revoke()}>
              {t('access.revokeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function Clearance({
  programme,
  canClear,
  onClear,
}: {
  programme: HomeProgrammeFacts;
  canClear: boolean;
  onClear: (homeCleared: boolean) => Promise<unknown>;
}) {
  const { t, i18n } = useHomeClinicTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { clearance } = programme;
  const cleared = clearance?.homeCleared === true;
  const toggle = async (next: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      await onClear(next);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const who =
    cleared && clearance?.at !== null && clearance?.by
      ? t('access.clearedBy', {
          name: clearance.by.name,
          registration: clearance.registration ?? '',
          time: formatDateTime(clearance.at ?? 0, i18n.language, { dateStyle: 'medium' }),
        })
      : t('access.notCleared');
  return (
    <Stack gap={4}>
      {canClear ? (
        <Switch
          checked={cleared}
          disabled={busy}
          onChange={(event) => void toggle(event.currentTarget.checked)}
          label={t('access.clearance')}
          description={t('access.clearanceHelp')}
        />
      ) : (
        <Text size="sm" fw={600}>
          {t('access.clearance')}
        </Text>
      )}
      <Text size="sm" c="gray.7">
        {who}
      </Text>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t('access.clearanceFailed')}
        </Alert>
      )}
    </Stack>
  );
}

export function HomeAccessPanel(props: HomeAccessPanelProps) {
  const { state, canWrite, programme } = props;
  const { t, i18n } = useHomeClinicTranslation();
  const when = (ms: number) =>
    formatDateTime(ms, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { accepted, sha256 } = state.consent;
  const consentText = !accepted
    ? t('access.consentNone', { sha: short(sha256) })
    : accepted.sha256 === sha256
      ? t('access.consentAccepted', { time: when(accepted.acceptedAt), sha: short(sha256) })
      : t('access.consentOlder', {
          time: when(accepted.acceptedAt),
          sha: short(accepted.sha256),
          current: short(sha256),
        });
  const hasAccess = state.links.length > 0 || state.pendingCode !== null;
  return (
    <Stack gap="md">
      <Text size="sm">{t('access.intro')}</Text>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('access.linked')}
        </Title>
        {state.links.length === 0 ? (
          <Text size="sm">{t('access.notLinked')}</Text>
        ) : (
          state.links.map((link) => (
            <Text key={link.userId} size="sm">
              {t('access.linkedSince', { name: link.name, time: when(link.linkedAt) })}
            </Text>
          ))
        )}
        {state.pendingCode && (
          <Text size="sm" c="gray.7">
            {t('access.pending', { time: when(state.pendingCode.expiresAt) })}
          </Text>
        )}
      </Stack>
      {canWrite && <HomeInvite again={hasAccess} onInvite={props.onInvite} />}
      {canWrite && hasAccess && (
        <Group>
          <RevokeButton onRevoke={props.onRevoke} />
        </Group>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('access.consent')}
        </Title>
        <Text size="sm">{consentText}</Text>
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('access.onSite')}
        </Title>
        {!programme ? (
          <Text size="sm">{t('access.noProgramme')}</Text>
        ) : (
          <>
            {programme.clinicSessionsDone !== null && (
              <Text size="sm">
                {t('access.onSiteCount', { count: programme.clinicSessionsDone })}
              </Text>
            )}
            {programme.riskClass === 'high' && <Text size="sm">{t('access.riskHigh')}</Text>}
            {programme.riskClass === 'intermediate' && (
              <Clearance
                programme={programme}
                canClear={canWrite && props.isPhysician}
                onClear={props.onClear}
              />
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}
