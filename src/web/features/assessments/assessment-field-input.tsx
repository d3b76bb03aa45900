/** One field of an assessment form, drawn by its spec: a number with its unit, Borg CR10, a switch or text. */
import { NativeSelect, Switch, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AssessmentFieldSpec } from './assessment-fields';
import { BORG_CR10_ANCHORS, BORG_CR10_SCALE } from './assessment-fields';
import type { FieldError } from './assessment-form-values';
import { formatNumber } from './assessment-words';
import type { AssessmentsT } from './assessments-i18n';

interface FieldInputProps {
  language: string;
  spec: AssessmentFieldSpec;
  value: string | boolean;
  /** The field's error, in words. */
  error: ReactNode;
  onChange: (value: string | boolean) => void;
  t: AssessmentsT;
}

export function errorText(field: string, error: FieldError | undefined, t: AssessmentsT) {
  if (!error) return undefined;
  if (error.key === 'order') return t(`errors.order.${field}`);
  return t(`errors.${error.key}`, { limit: error.limit });
}

/** "3 — moderate", or the bare number between anchors. */
export function borgLabel(value: number, t: AssessmentsT, language: string): string {
  const anchor = BORG_CR10_ANCHORS[value];
  const number = formatNumber(value, language);
  return anchor ? `${number} — ${t(`borg.${anchor}`)}` : number;
}

export function AssessmentFieldInput({
  spec,
  value,
  error,
  onChange,
  t,
  language,
}: FieldInputProps) {
  const label = t(`fields.${spec.name}`);
  if (spec.input === 'boolean') {
    return (
      <Switch
        label={label}
        checked={value === true}
        onChange={(e) => onChange(e.currentTarget.checked)}
        mt="xs"
      />
    );
  }
  if (spec.input === 'borg') {
    const options = BORG_CR10_SCALE.map((n) => ({
      value: String(n),
      label: borgLabel(n, t, language),
    }));
    return (
      <NativeSelect
        label={label}
        value={String(value)}
        data={[{ value: '', label: t('hints.borg') }, ...options]}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  const hint = ['vt1Hr', 'ischaemicHr', 'name'].includes(spec.name)
    ? t(`hints.${spec.name}`)
    : undefined;
  return (
    <TextInput
      label={label}
      description={hint}
      withAsterisk={spec.required}
      inputMode={spec.input === 'text' ? 'text' : spec.decimal ? 'decimal' : 'numeric'}
      value={String(value)}
      rightSection={spec.unit ? t(`units.${spec.unit}`) : undefined}
      rightSectionWidth={spec.unit ? 56 : undefined}
      rightSectionPointerEvents="none"
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
