/** The live walk's parts on screen while it runs: the countdown, the strap's HR, the buttons. */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAssessmentsTranslation } from './assessments-i18n';
import { formatCountdown } from './six-minute-walk';

export function HeartRateNow({ bpm }: { bpm: number | null }) {
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

export function WalkClock({ leftMs, minuteWords }: { leftMs: number; minuteWords: string }) {
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

/** Before the walk: Cancel and Start. During it: Cancel walk (discard) and End test early. */
export function WalkActions({
  walking,
  onClose,
  onBegin,
  onCancel,
  onEndEarly,
}: {
  walking: boolean;
  onClose: () => void;
  onBegin: () => void;
  onCancel: () => void;
  onEndEarly: () => void;
}) {
  const { t } = useAssessmentsTranslation();
  const { t: tc } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      {walking ? (
        <>
          <Button variant="default" color="red" onClick={onCancel}>
            {t('walk.cancel')}
          </Button>
          <Button color="red" onClick={onEndEarly}>
            {t('walk.endEarly')}
          </Button>
        </>
      ) : (
        <>
          <Button variant="default" onClick={onClose}>
            {tc('common.cancel')}
          </Button>
          <Button size="md" onClick={onBegin}>
            {t('walk.begin')}
          </Button>
        </>
      )}
    </Group>
  );
}
