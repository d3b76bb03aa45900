/**
 * Before the session: what today holds (minutes, the band in bpm and words or the Borg range),
 * the strap to connect, or why it runs by time and Borg alone.
 */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { HomePlan } from '../../../../common/schemas/home-today';
import { useSensorHub, useSensorStatus } from '../../devices';
import type { ByTimeReason } from './by-time-reason';
import { useSessionTranslation } from './session-i18n';

interface SessionStartProps {
  plan: HomePlan;
  byTime: ByTimeReason | null;
  onStart: (withStrap: boolean) => void;
}

export function PlanWords({ plan }: { plan: HomePlan }) {
  const { t } = useSessionTranslation();
  return (
    <Stack gap={4}>
      <Text fz="lg">{t('plan', { minutes: plan.phases.conditioningMin })}</Text>
      {plan.band && (
        <Text fz="lg" fw={600}>
          {t('band', { low: plan.band.lowBpm, high: plan.band.highBpm })}
        </Text>
      )}
      {plan.borg && (
        <Text fz="lg">{t('borgRange', { low: plan.borg.low, high: plan.borg.high })}</Text>
      )}
    </Stack>
  );
}

function StrapConnect({ onStart }: { onStart: (withStrap: boolean) => void }) {
  const { t } = useSessionTranslation();
  const hub = useSensorHub();
  const status = useSensorStatus();
  const [failed, setFailed] = useState(false);
  const connected = status.state === 'connected';
  const connect = () => {
    setFailed(false);
    hub.connectBluetooth().catch(() => setFailed(true));
  };
  return (
    <Stack gap="md">
      <Text fz="lg" role="status">
        {connected
          ? t('strap.connected', { name: status.deviceName ?? '' })
          : status.state === 'connecting'
            ? t('strap.connecting')
            : t('strap.hint')}
      </Text>
      {failed && (
        <Alert color="orange" fz="lg">
          {t('strap.failed')}
        </Alert>
      )}
      {connected ? (
        <Button size="xl" onClick={() => onStart(true)}>
          {t('start')}
        </Button>
      ) : (
        <>
          <Button size="xl" onClick={connect} loading={status.state === 'connecting'}>
            {t('strap.connect')}
          </Button>
          <Button size="lg" variant="default" onClick={() => onStart(false)}>
            {t('startWithoutStrap')}
          </Button>
        </>
      )}
    </Stack>
  );
}

export function SessionStart({ plan, byTime, onStart }: SessionStartProps) {
  const { t } = useSessionTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz="1.75rem">
        {t('title')}
      </Title>
      <PlanWords plan={plan} />
      {byTime ? (
        <>
          <Alert color="blue" fz="lg" data-testid="by-time-reason">
            <Text fz="lg">{t(`byTime.${byTime}`)}</Text>
          </Alert>
          <Button size="xl" onClick={() => onStart(false)}>
            {t('start')}
          </Button>
        </>
      ) : (
        <StrapConnect onStart={onStart} />
      )}
    </Stack>
  );
}
