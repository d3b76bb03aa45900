/**
 * The live 6-minute walk: Ritmo times six minutes (a large countdown; each minute announced in a
 * live region with the ATS's words of encouragement), shows the strap's heart rate, then asks the
 * distance, lowest SpO₂ and Borg with the heart rates before and after filled in from the strap,
 * and saves a six-minute-walk assessment. Cancelling before it is saved asks first; ending early
 * holds the clock and asks the reason (early-stop-dialog.tsx).
 */
import { Alert, Anchor, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { WalkStopReason } from '../../../common/schemas/assessment';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormModal } from '../../components/form-modal';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { useWakeLock } from '../../lib/use-wake-lock';
import { AssessmentForm } from './assessment-form';
import { type WalkStop, walkStopWords } from './assessment-words';
import { useAssessmentsTranslation } from './assessments-i18n';
import { EarlyStopDialog } from './early-stop-dialog';
import {
  minutesToGo,
  remainingMs,
  stoppedEarlyAtS,
  WALK_DURATION_MS,
  type WalkHeartRates,
  walkHeartRates,
} from './six-minute-walk';
import { useWalkHeartRate } from './use-walk-heart-rate';
import { HeartRateNow, WalkActions, WalkClock } from './walk-display';

type Phase =
  | { step: 'ready' }
  /** `stoppingAt`: the clock held while the early-stop dialog asks the reason. */
  | { step: 'walking'; startedAt: number; stoppingAt: number | null }
  | { step: 'done'; rates: WalkHeartRates; stop: WalkStop | null };

/** The end of the walk: what Ritmo measured, and the form for what the clinician measured. */
function WalkResult({
  patientId,
  rates,
  stop,
  onSaved,
  onCancel,
}: {
  patientId: string;
  rates: WalkHeartRates;
  stop: WalkStop | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useAssessmentsTranslation();
  const typed = (bpm: number | null) => (bpm === null ? '' : String(bpm));
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('walk.finishedTitle')}
      </Title>
      <Text fw={600}>{(stop && walkStopWords(stop, t, 'walk.stoppedAt')) ?? t('walk.over')}</Text>
      <Text size="sm">{t('walk.finished')}</Text>
      {rates.peakHr !== null && <Text size="sm">{t('walk.peak', { bpm: rates.peakHr })}</Text>}
      <AssessmentForm
        patientId={patientId}
        kind="six-minute-walk"
        saved={null}
        prefill={{ preHr: typed(rates.preHr), postHr: typed(rates.postHr) }}
        kept={{ ...stop }}
        onDone={onSaved}
        onCancel={onCancel}
      />
    </Stack>
  );
}

function LiveWalk({ patientId, onClose }: { patientId: string; onClose: () => void }) {
  const { t } = useAssessmentsTranslation();
  const [phase, setPhase] = useState<Phase>({ step: 'ready' });
  const [confirming, setConfirming] = useState(false);
  const now = useNow(250);
  const { readings, hrNow } = useWalkHeartRate(now);
  const startedAt = phase.step === 'walking' ? phase.startedAt : null;
  const stoppingAt = phase.step === 'walking' ? phase.stoppingAt : null;
  const clockAt = stoppingAt ?? now;
  // A phone that dims mid-walk would hide the clock the clinician is reading out.
  useWakeLock(startedAt !== null);
  const left = startedAt === null ? WALK_DURATION_MS : remainingMs(startedAt, clockAt);

  useEffect(() => {
    if (startedAt === null || left > 0) return;
    const endedAt = startedAt + WALK_DURATION_MS;
    setPhase({ step: 'done', rates: walkHeartRates(readings(), startedAt, endedAt), stop: null });
  }, [startedAt, left, readings]);

  // Stopped early: post HR from the strap at the moment the clock was held, as at a normal end.
  const stopEarly = (stopReason: WalkStopReason) => {
    if (startedAt === null || stoppingAt === null) return;
    const rates = walkHeartRates(readings(), startedAt, stoppingAt);
    const seconds = stoppedEarlyAtS(startedAt, stoppingAt);
    setPhase({
      step: 'done',
      rates,
      stop: seconds === null ? null : { stoppedEarlyAtS: seconds, stopReason },
    });
  };

  const announced = startedAt === null ? null : minutesToGo(startedAt, clockAt);
  const minuteWords =
    announced !== null && announced > 0 ? t('walk.minutesToGo', { count: announced }) : '';
  return (
    <Stack gap="md">
      {/*
        One polite live region for the whole walk, kept mounted from start to result, so each
        minute's words and the end are read once when they change (not the clock every second).
      */}
      <VisuallyHidden role="status" aria-live="polite">
        {phase.step === 'done'
          ? ((phase.stop && walkStopWords(phase.stop, t, 'walk.stoppedAt')) ?? t('walk.over'))
          : minuteWords}
      </VisuallyHidden>
      {phase.step === 'done' ? (
        <WalkResult
          patientId={patientId}
          rates={phase.rates}
          stop={phase.stop}
          onSaved={onClose}
          onCancel={() => setConfirming(true)}
        />
      ) : (
        <>
          {phase.step === 'ready' && <Text size="sm">{t('walk.instructions')}</Text>}
          <WalkClock leftMs={left} minuteWords={minuteWords} />
          <HeartRateNow bpm={hrNow} />
          {hrNow === null && (
            <Alert color="gray" variant="light">
              <Text size="sm">{t('walk.noStrap')}</Text>
              {phase.step === 'ready' && (
                <Anchor component={Link} to={paths.connect()} size="sm">
                  {t('walk.connect')}
                </Anchor>
              )}
            </Alert>
          )}
          <WalkActions
            walking={phase.step === 'walking'}
            onClose={onClose}
            onBegin={() => setPhase({ step: 'walking', startedAt: Date.now(), stoppingAt: null })}
            onCancel={() => setConfirming(true)}
            onEndEarly={() =>
              startedAt !== null && setPhase({ step: 'walking', startedAt, stoppingAt: Date.now() })
            }
          />
        </>
      )}
      <EarlyStopDialog
        secondsWalked={
          startedAt !== null && stoppingAt !== null ? stoppedEarlyAtS(startedAt, stoppingAt) : null
        }
        onStop={stopEarly}
        // The patient walks on: the clock never stopped (ATS 2002), it shows the time again.
        onClose={() =>
          startedAt !== null && setPhase({ step: 'walking', startedAt, stoppingAt: null })
        }
      />
      <ConfirmDialog
        opened={confirming}
        title={t('walk.discardTitle')}
        confirmLabel={t('walk.discard')}
        onConfirm={async () => onClose()}
        onClose={() => setConfirming(false)}
        describeError={() => ''}
      >
        <Text size="sm">{t('walk.discardBody')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

export function LiveWalkModal({
  patientId,
  opened,
  onClose,
}: {
  patientId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useAssessmentsTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('walk.title')} guarded>
      <LiveWalk patientId={patientId} onClose={onClose} />
    </FormModal>
  );
}
