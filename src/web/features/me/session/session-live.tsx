/**
 * The session running: a big clock counting down the part of the session it is in, the heart
 * rate against the band, the cue in words (also said and vibrated, app-home-session.ts), Borg at
 * the end of conditioning, "I feel unwell" and an early end. The screen is kept awake.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { HomePlan } from '../../../../common/schemas/home-today';
import { useNow } from '../../../lib/use-now';
import { useWakeLock } from '../../../lib/use-wake-lock';
import { NO_SIGNAL_AFTER_MS, useSensorHub, useSensorStatus } from '../../devices';
import { formatDuration, lastHeartRate, type Recording } from '../../recording';
import { BandMeter } from './band-meter';
import { BorgPrompt } from './borg-prompt';
import type { HeartRateCue } from './heart-rate-cues';
import { cueLimitsOf } from './home-session-run';
import classes from './session.module.css';
import { useSessionTranslation } from './session-i18n';
import { phaseAt } from './session-plan';

interface SessionLiveProps {
  plan: HomePlan;
  recording: Recording;
  cue: HeartRateCue | null;
  withStrap: boolean;
  onBorg: (value: number) => void;
  onFinish: () => void;
  onUnwell: () => void;
}

/** Whole seconds left, rounded up: a countdown shows 0:00 only when it is over. */
const countdown = (ms: number) => formatDuration(Math.ceil(ms / 1000) * 1000);

function HeartRateNow({ plan, recording }: { plan: HomePlan; recording: Recording }) {
  const { t } = useSessionTranslation();
  const status = useSensorStatus();
  const now = useNow(1000);
  const last = lastHeartRate(recording.samples);
  const fresh = last && now - (recording.startedAt + last.t) <= NO_SIGNAL_AFTER_MS;
  const hr = fresh ? last.hr : null;
  const limits = cueLimitsOf(plan);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fz="lg">{t('heartRate')}</Text>
        <Text fz="lg" aria-live="off">
          {hr === null ? (
            t('noReading')
          ) : (
            <>
              <span className={classes.heartRate} data-testid="home-hr">
                {hr}
              </span>{' '}
              {t('perMinute')}
            </>
          )}
        </Text>
      </Group>
      {status.state === 'reconnecting' && (
        <Alert color="orange" fz="lg" role="status">
          {t('strap.reconnecting')}
        </Alert>
      )}
      {status.state === 'disconnected' && <StrapAgain />}
      {plan.band && (
        <>
          <BandMeter band={plan.band} safetyMaxBpm={limits.safetyMaxBpm} hrBpm={hr} />
          <Text fz="lg">{t('band', { low: plan.band.lowBpm, high: plan.band.highBpm })}</Text>
        </>
      )}
    </Stack>
  );
}

/**
 * The strap is not connected (a session continued after a reload, or the driver gave up): the
 * browser connects again only from a tap, which opens its chooser.
 */
function StrapAgain() {
  const { t } = useSessionTranslation();
  const hub = useSensorHub();
  const [failed, setFailed] = useState(false);
  return (
    <Alert color="orange" fz="lg" role="status">
      <Stack gap="sm">
        <Text fz="lg">{failed ? t('strap.failed') : t('strapAgain')}</Text>
        <Button
          size="lg"
          onClick={() => {
            setFailed(false);
            hub.connectBluetooth().catch(() => setFailed(true));
          }}
        >
          {t('strap.connect')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function SessionLive(props: SessionLiveProps) {
  const { plan, recording, cue, withStrap, onBorg, onFinish, onUnwell } = props;
  const { t } = useSessionTranslation();
  const now = useNow(1000);
  const wake = useWakeLock(true);
  const [borgAnswered, setBorgAnswered] = useState(false);
  const { phase, phaseLeftMs, totalLeftMs } = phaseAt(plan.phases, now - recording.startedAt);
  const askBorg =
    !borgAnswered && (phase === 'cool-down' || phase === 'done') && plan.phases.conditioningMin > 0;
  useEffect(() => {
    if (phase === 'done') onFinish();
  }, [phase, onFinish]);
  return (
    <Stack gap="lg">
      <Stack gap={0} align="center">
        <Text fz="1.5rem" fw={700} data-testid="home-phase">
          {t(`phase.${phase}`)}
        </Text>
        <div className={classes.clock} role="timer" aria-label={t('phaseLeft')}>
          {countdown(phaseLeftMs)}
        </div>
        <Text fz="lg" ta="center">
          {t('totalLeft', { time: countdown(totalLeftMs) })}
        </Text>
      </Stack>
      {cue && (
        <div className={classes.cue} data-cue={cue} role="alert" data-testid="home-cue">
          {t(`cue.${cue}`)}
          {cue === 'stop' && (
            <Text fz="lg" fw={400} mt="xs">
              {t('stopAdvice')}
            </Text>
          )}
        </div>
      )}
      {withStrap && <HeartRateNow plan={plan} recording={recording} />}
      {!withStrap && plan.borg && (
        <Text fz="lg">{t('borgRange', { low: plan.borg.low, high: plan.borg.high })}</Text>
      )}
      {askBorg && (
        <BorgPrompt
          onRate={(value) => {
            setBorgAnswered(true);
            onBorg(value);
          }}
        />
      )}
      {borgAnswered && phase === 'cool-down' && <Text fz="lg">{t('borg.thanks')}</Text>}
      <Button size="xl" color="red" onClick={onUnwell}>
        {t('unwell.button')}
      </Button>
      <Button size="lg" variant="default" onClick={onFinish}>
        {t('finishNow')}
      </Button>
      {!wake.held && (
        <Text fz="md" c="gray.7">
          {t('keepAwake')}
        </Text>
      )}
    </Stack>
  );
}
