/** The intensity part of the prescription form: the method, its numbers and the test it uses. */
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { MIN_BAND_WIDTH_BPM } from '../../../common/programme/band-width';
import type { ChartAssessment } from '../records';
import {
  INTENSITY_METHODS,
  type PrescriptionField,
  type PrescriptionFieldErrors,
  type PrescriptionFormValues,
  TEST_METHODS,
} from './prescription-form-values';
import { usePrescriptionTranslation } from './prescription-i18n';

/** "5 Jan 2026 — peak 128 bpm, VT1 100, VT2 125" */
function testLabel(test: ChartAssessment, t: ReturnType<typeof usePrescriptionTranslation>['t']) {
  if (test.kind !== 'exercise-test') return test.date;
  const parts = [t('form.testPeak', { bpm: test.peakHr })];
  if (test.vt1Hr !== null) parts.push(t('form.testVt1', { bpm: test.vt1Hr }));
  if (test.vt2Hr !== null) parts.push(t('form.testVt2', { bpm: test.vt2Hr }));
  if (test.ischaemicHr !== null) parts.push(t('form.testIschaemic', { bpm: test.ischaemicHr }));
  return `${test.date} — ${parts.join(', ')}`;
}

/** Which pair of number fields a method asks for. */
const BAND_FIELDS: Partial<
  Record<PrescriptionFormValues['method'], [PrescriptionField, PrescriptionField]>
> = {
  hrr: ['lowPct', 'highPct'],
  peak: ['lowPct', 'highPct'],
  manual: ['lowBpm', 'highBpm'],
  borg: ['borgLow', 'borgHigh'],
};

export function IntensityFields({
  values,
  errors,
  tests,
  set,
}: {
  values: PrescriptionFormValues;
  errors: PrescriptionFieldErrors;
  tests: readonly ChartAssessment[];
  set: (field: PrescriptionField, value: string) => void;
}) {
  const { t } = usePrescriptionTranslation();
  const band = BAND_FIELDS[values.method];
  const error = (field: PrescriptionField) =>
    errors[field] ? t(`form.errors.${errors[field]}`, { min: MIN_BAND_WIDTH_BPM }) : undefined;
  return (
    <>
      <NativeSelect
        label={t('form.fields.method')}
        value={values.method}
        data={INTENSITY_METHODS.map((method) => ({ value: method, label: t(`methods.${method}`) }))}
        onChange={(e) => set('method', e.currentTarget.value)}
        description={t(`form.methodHelp.${values.method}`)}
      />
      {band && (
        <SimpleGrid cols={2} spacing="sm">
          {band.map((field) => (
            <TextInput
              key={field}
              label={t(`form.fields.${field}`)}
              inputMode="numeric"
              value={values[field]}
              error={error(field)}
              onChange={(e) => set(field, e.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
      )}
      {(TEST_METHODS.includes(values.method) || values.basedOn !== '') && (
        <NativeSelect
          label={t('form.fields.basedOn')}
          value={values.basedOn}
          error={error('basedOn')}
          data={[
            { value: '', label: t('form.noTest') },
            ...tests.map((test) => ({ value: test.assessmentId, label: testLabel(test, t) })),
          ]}
          onChange={(e) => set('basedOn', e.currentTarget.value)}
        />
      )}
    </>
  );
}
