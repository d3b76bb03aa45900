/**
 * "New slot" / edit a slot (owner or admin): name, days of the week, start time in the clinic's
 * time, duration, places and the staff in charge. The server's schema judges the values; its
 * 400 names the field, shown beside it.
 */
import {
  Alert,
  Button,
  Chip,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClassSlot, classSlotInputSchema } from '../../../common/schemas/class-slot';
import { FormModal } from '../../components/form-modal';
import { dataErrorMessage } from '../../lib/error-message';
import { saveSlot } from './schedule-api';
import { useScheduleTranslation } from './schedule-i18n';
import { WEEK_ORDER, weekdayName } from './slot-words';
import { useStaff } from './use-staff';

interface SlotFormProps {
  opened: boolean;
  /** Null: a new slot. */
  slot: ClassSlot | null;
  onClose(): void;
  onSaved(slot: ClassSlot): void;
}

export function SlotFormModal({ opened, slot, onClose, onSaved }: SlotFormProps) {
  const { t } = useScheduleTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={slot ? t('form.titleEdit') : t('form.titleNew')}
    >
      <SlotForm slot={slot} onClose={onClose} onSaved={onSaved} />
    </FormModal>
  );
}

function SlotForm({ slot, onClose, onSaved }: Omit<SlotFormProps, 'opened'>) {
  const { t } = useScheduleTranslation();
  const { t: common } = useTranslation();
  const staffOptions = useStaff();
  const [name, setName] = useState(slot?.name ?? '');
  const [weekdays, setWeekdays] = useState<string[]>(slot?.weekdays.map(String) ?? []);
  const [startTime, setStartTime] = useState(slot?.startTime ?? '08:00');
  const [durationMin, setDurationMin] = useState<number | string>(slot?.durationMin ?? 60);
  const [capacity, setCapacity] = useState<number | string>(slot?.capacity ?? 8);
  const [staffIds, setStaffIds] = useState<string[]>(slot?.staffIds ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = {
      name,
      weekdays: weekdays.map(Number),
      startTime,
      durationMin: Number(durationMin),
      capacity: Number(capacity),
      staffIds,
    };
    const parsed = classSlotInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      if (found.weekdays) found.weekdays = t('form.needsWeekday');
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const slotId = slot?.slotId ?? `S-${crypto.randomUUID().slice(0, 8)}`;
      onSaved(await saveSlot(slotId, input, slot?.version));
      onClose();
    } catch (error) {
      setFailure(t('form.saveFailed', { message: dataErrorMessage(error, common) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
        />
        <WeekdayChips value={weekdays} onChange={setWeekdays} error={errors.weekdays} />
        <Group grow align="flex-start">
          <TextInput
            type="time"
            label={t('form.startTime')}
            value={startTime}
            onChange={(e) => setStartTime(e.currentTarget.value)}
            error={errors.startTime}
            required
          />
          <NumberInput
            label={t('form.durationMin')}
            value={durationMin}
            onChange={setDurationMin}
            min={10}
            max={240}
            step={5}
            error={errors.durationMin}
          />
          <NumberInput
            label={t('form.capacity')}
            value={capacity}
            onChange={setCapacity}
            min={1}
            max={60}
            error={errors.capacity}
          />
        </Group>
        <MultiSelect
          label={t('form.staff')}
          placeholder={t('form.staffPlaceholder')}
          data={staffOptions}
          value={staffIds}
          onChange={setStaffIds}
          searchable
          error={errors.staffIds}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The slot's days of the week, Monday first, as chips (a group named by its label). */
function WeekdayChips({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange(value: string[]): void;
  error?: string;
}) {
  const { t, i18n } = useScheduleTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t('form.weekdays')}
      </Text>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap="xs" role="group" aria-labelledby={labelId}>
          {WEEK_ORDER.map((day) => (
            <Chip key={day} value={String(day)}>
              {weekdayName(day, i18n.language, 'long')}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
