/** An absence's reason, asked inline in the patient's row before it is saved. */
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { ABSENCE_REASONS, type AbsenceReason } from '../../../common/schemas/class-slot';
import { useScheduleTranslation } from './schedule-i18n';

export function AbsenceForm({
  name,
  initial,
  onSave,
  onCancel,
}: {
  name: string;
  initial: AbsenceReason | null;
  onSave(reason: AbsenceReason): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useScheduleTranslation();
  const [reason, setReason] = useState<AbsenceReason | null>(initial);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!reason) return;
    setSaving(true);
    try {
      await onSave(reason);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label={t('slotDay.reason')}
        aria-description={name}
        data={ABSENCE_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
        value={reason}
        onChange={(value) => setReason(value as AbsenceReason | null)}
        allowDeselect={false}
        style={{ flex: '1 1 12rem' }}
        data-autofocus
      />
      <Button size="sm" color="orange" disabled={!reason} loading={saving} onClick={save}>
        {t('slotDay.saveAbsence')}
      </Button>
      <Button size="sm" variant="default" onClick={onCancel}>
        {t('slotDay.cancel')}
      </Button>
    </Group>
  );
}
