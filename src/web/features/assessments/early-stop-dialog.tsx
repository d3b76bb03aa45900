/**
 * Ends a live walk before six minutes. The ATS statement (Am J Respir Crit Care Med
 * 2002;166:111–7) stops the test for chest pain, intolerable dyspnoea, leg cramps, staggering,
 * diaphoresis or a pale or ashen appearance, and records the time stopped and the reason: the
 * clock is held at the press of the button, and the reason is asked before the result form.
 */
import { NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { WALK_STOP_REASONS, type WalkStopReason } from '../../../common/schemas/assessment';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAssessmentsTranslation } from './assessments-i18n';
import { formatSeconds } from './six-minute-walk';

export function EarlyStopDialog({
  secondsWalked,
  onStop,
  onClose,
}: {
  /** Whole seconds walked when the button was pressed; null when the dialog is closed. */
  secondsWalked: number | null;
  onStop: (reason: WalkStopReason) => void;
  onClose: () => void;
}) {
  const { t } = useAssessmentsTranslation();
  const [reason, setReason] = useState<WalkStopReason | ''>('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <ConfirmDialog
      opened={secondsWalked !== null}
      title={t('walk.endEarlyTitle')}
      confirmLabel={t('walk.endEarlyConfirm')}
      confirmDisabled={reason === ''}
      onConfirm={async () => {
        if (reason !== '') onStop(reason);
        setReason('');
      }}
      onClose={close}
      describeError={() => ''}
    >
      <Text size="sm">{t('walk.endEarlyBody', { time: formatSeconds(secondsWalked ?? 0) })}</Text>
      <NativeSelect
        label={t('walk.endEarlyReason')}
        withAsterisk
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value as WalkStopReason | '')}
        data={[
          { value: '', label: t('walk.endEarlyChoose'), disabled: true },
          ...WALK_STOP_REASONS.map((r) => ({ value: r, label: t(`stopReasons.${r}`) })),
        ]}
      />
    </ConfirmDialog>
  );
}
