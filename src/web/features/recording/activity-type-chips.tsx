/** The activity type as a row of chips (a labelled radio group), for a recording or a class. */
import { Chip, Group, Input } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, type ActivityType } from '../../../common/schemas/activity';
import { RECORDING_NS } from './recording-i18n';

export function ActivityTypeChips({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ActivityType;
  onChange(type: ActivityType): void;
}) {
  const { t } = useTranslation(RECORDING_NS);
  const labelId = useId();
  return (
    <div>
      <Input.Label component="div" id={labelId} size="md">
        {label}
      </Input.Label>
      <Chip.Group value={value} onChange={(type) => onChange(type as ActivityType)}>
        <Group gap="xs" mt={6} role="radiogroup" aria-labelledby={labelId}>
          {ACTIVITY_TYPES.map((type) => (
            <Chip key={type} value={type} size="md" radius="sm">
              {t(`types.${type}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}
