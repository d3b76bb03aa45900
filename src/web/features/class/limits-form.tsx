/**
 * A participant's alarm limits for this class, prefilled from their target and HR max. Checked
 * with the shared schema: a refused value names its field. The safety maximum may be lowered for
 * the day, never raised above the one from the patient's record (nor switched off): the same rule
 * as the prescription's.
 */
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import {
  type AlarmLimits,
  alarmLimitsSchema,
  SYSTOLIC_DROP_MMHG,
  SYSTOLIC_MIN_MMHG,
  safetyMaxAboveRecord,
} from '../../../common/alarms/alarm-limits';
import { useClassTranslation } from './class-i18n';

type NumberField = {
  [K in keyof AlarmLimits]: AlarmLimits[K] extends number | null ? K : never;
}[keyof AlarmLimits];

const FIELDS: NumberField[] = [
  'targetHighBpm',
  'aboveTargetForS',
  'safetyMaxBpm',
  'floorBpm',
  'belowFloorForS',
  'noSignalAfterS',
  'batteryLowPct',
  'spo2MinPct',
  'systolicMaxMmHg',
  'systolicMinMmHg',
  'systolicDropMmHg',
  'borgMax',
];
/** Limits that may be switched off (null). */
const OPTIONAL = new Set<NumberField>([
  'targetHighBpm',
  'safetyMaxBpm',
  'floorBpm',
  'batteryLowPct',
  'spo2MinPct',
  'systolicMaxMmHg',
  'systolicMinMmHg',
  'systolicDropMmHg',
  'borgMax',
]);

export function LimitsForm({
  limits,
  targetLowBpm,
  recordSafetyMaxBpm,
  onSave,
  onCancel,
}: {
  limits: AlarmLimits;
  /** Suggested as the floor when that rule is switched on. */
  targetLowBpm: number | null;
  /** The safety maximum from the patient's record; the form refuses any higher. */
  recordSafetyMaxBpm: number | null;
  onSave(limits: AlarmLimits): void;
  onCancel(): void;
}) {
  const { t } = useClassTranslation();
  const [draft, setDraft] = useState<Record<NumberField, number | string | null>>({ ...limits });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const save = () => {
    const candidate = Object.fromEntries(
      FIELDS.map((field) => [field, draft[field] === '' ? null : draft[field]]),
    );
    const parsed = alarmLimitsSchema.safeParse(candidate);
    const aboveRecord = parsed.success
      ? safetyMaxAboveRecord(parsed.data, recordSafetyMaxBpm)
      : null;
    if (parsed.success && !aboveRecord) {
      onSave(parsed.data);
      return;
    }
    if (aboveRecord) {
      setErrors({ safetyMaxBpm: t('limits.aboveRecord', { max: aboveRecord.maxBpm }) });
      return;
    }
    setErrors(
      Object.fromEntries(
        (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
      ),
    );
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {FIELDS.map((field) => {
          const off = draft[field] === null;
          return (
            <Stack key={field} gap={4}>
              <NumberInput
                label={t(`limits.fields.${field}`)}
                value={off ? '' : (draft[field] ?? '')}
                disabled={off}
                allowDecimal={false}
                onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
                error={errors[field]}
              />
              {OPTIONAL.has(field) && (
                <Switch
                  size="sm"
                  label={t('limits.on')}
                  checked={!off}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setDraft((current) => ({
                      ...current,
                      [field]: on
                        ? (limits[field] ??
                          fallbackOf(field, limits, targetLowBpm, recordSafetyMaxBpm))
                        : null,
                    }));
                  }}
                />
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
      {Object.keys(errors).length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {t('limits.invalid')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('limits.cancel')}
        </Button>
        <Button onClick={save}>{t('limits.save')}</Button>
      </Group>
    </Stack>
  );
}

/** A value to start from when a rule that was off is switched on. */
function fallbackOf(
  field: NumberField,
  limits: AlarmLimits,
  targetLowBpm: number | null,
  recordSafetyMaxBpm: number | null,
): number {
  switch (field) {
    case 'floorBpm':
      return targetLowBpm ?? Math.max(40, (limits.targetHighBpm ?? 110) - 30);
    case 'targetHighBpm':
      return 120;
    case 'safetyMaxBpm':
      return recordSafetyMaxBpm ?? (limits.targetHighBpm ?? 120) + 20;
    case 'batteryLowPct':
      return 15;
    case 'spo2MinPct':
      return 88;
    case 'systolicMaxMmHg':
      return 200;
    case 'systolicMinMmHg':
      return SYSTOLIC_MIN_MMHG;
    case 'systolicDropMmHg':
      return SYSTOLIC_DROP_MMHG;
    case 'borgMax':
      // The top of the Borg 11–13 range ACSM suggests for cardiac patients.
      return 13;
    default:
      return 10;
  }
}
