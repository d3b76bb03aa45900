/**
 * The live 6-minute walk: Ritmo times six minutes (a large countdown; each minute announced in a
 * live region with the ATS's words of encouragement), shows the strap's heart rate, then asks the
 * distance, lowest SpO₂ and Borg with the heart rates before and after filled in from the strap,
 * and saves a six-minute-walk assessment. Cancelling before it is saved asks first.
 */
import { Alert, Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormModal } from '../../components/form-modal';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { useWakeLock } from '../../lib/use-wake-lock';
import { AssessmentForm } from './assessment-form';
import { useAssessmentsTranslation } from './assessments-i18n';
import {
  formatCountdown,
  minutesToGo,
  remainingMs,
  WALK_DURATION_MS,
  type WalkHeartRates,
  walkHeartRates,
} from './six-minute-walk';
import { useWalkHeartRate } from './use-walk-heart-rate';

type Phase =
  | { step: 'ready' }
  | { step: 'walking'; startedAt: number }
  | { step: 'done'; rates: WalkHeartRates };

function HeartRateNow({ bpm }: { bpm: number | null }) {
  const { t } = useAssessmentsTranslation();
  return (
    <Stack gap={0} align="center">
      <Text size="sm" c="gray.7">
        {t('walk.heartRate')}
      </Text>
      <Text fz={40} fw={700} lh={1.1} data-testid="walk-hr">
        {bpm === null ? t('walk.noHr') : `${bpm} bpm`}
      </Text>
    </Stack>
  );
}

function WalkClock({ leftMs, minuteWords }: { leftMs: number; minuteWords: string }) {
  const { t } = useAssessmentsTranslation();
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" c="gray.7" id="walk-remaining-label">
        {t('walk.remaining')}
      </Text>
      <Text
        role="timer"
        aria-labelledby="walk-remaining-label"
        fz={72}
        fw={700}
        lh={1}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatCountdown(leftMs)}
      </Text>
      <Text ta="center" fw={600} mih="1.5em" data-testid="walk-minute">
        {minuteWords}
      </Text>
    </Stack>
  );
}

/** The end of the walk: what Ritmo measured, and the form for what the clinician measured. */
function WalkResult({
  patientId,
  rates,
  onSaved,
  onCancel,
}: {
  patientId: string;
  rates: WalkHeartRates;
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
      <Text fw={600}>{t('walk.over')}</Text>
      <Text size="sm">{t('walk.finished')}</Text>
      {rates.peakHr !== null && <Text size="sm">{t('walk.peak', { bpm: rates.peakHr })}</Text>}
      <AssessmentForm
        patientId={patientId}
        kind="six-minute-walk"
        saved={null}
        prefill={{ preHr: typed(rates.preHr), postHr: typed(rates.postHr) }}
        onDone={onSaved}
        onCancel={onCancel}
      />
    </Stack>
  );
}

function LiveWalk({ patientId, onClose }: { patientId: string; onClose: () => void }) {
  const { t } = useAssessmentsTranslation();
  const { t: tc } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ step: 'ready' });
  const [confirming, setConfirming] = useState(false);
  const now = useNow(250);
  const { readings, hrNow } = useWalkHeartRate(now);
  const startedAt = phase.step === 'walking' ? phase.startedAt : null;
  // A phone that dims mid-walk would hide the clock the clinician is reading out.
  useWakeLock(startedAt !== null);
  const left = startedAt === null ? WALK_DURATION_MS : remainingMs(startedAt, now);

  useEffect(() => {
    if (startedAt === null || left > 0) return;
    const endedAt = startedAt + WALK_DURATION_MS;
    setPhase({ step: 'done', rates: walkHeartRates(readings(), startedAt, endedAt) });
  }, [startedAt, left, readings]);

  const announced = startedAt === null ? null : minutesToGo(startedAt, now);
  const minuteWords =
    announced !== null && announced > 0 ? t('walk.minutesToGo', { count: announced }) : '';
  return (
    <Stack gap="md">
      {/*
        One polite live region for the whole walk, kept mounted from start to result, so each
        minute's words and the end are read once when they change (not the clock every second).
      */}
      <VisuallyHidden role="status" aria-live="polite">
        {phase.step === 'done' ? t('walk.over') : minuteWords}
      </VisuallyHidden>
      {phase.step === 'done' ? (
        <WalkResult
          patientId={patientId}
          rates={phase.rates}
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
          <Group justify="flex-end" gap="sm">
            {phase.step === 'ready' ? (
              <>
                <Button variant="default" onClick={onClose}>
                  {tc('common.cancel')}
                </Button>
                <Button
                  size="md"
                  onClick={() => setPhase({ step: 'walking', startedAt: Date.now() })}
                >
                  {t('walk.begin')}
                </Button>
              </>
            ) : (
              <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                {t('walk.cancel')}
              </Button>
            )}
          </Group>
        </>
      )}
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
