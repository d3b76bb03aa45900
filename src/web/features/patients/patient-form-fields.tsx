/** The patient form's inputs: Patient ID, name, phone, birth date, sex, resting HR and notes. */
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SEXES } from '../../../common/schemas/patient';
import { localToday } from '../../lib/local-today';
import type { PatientFieldBinder } from './use-patient-form';

interface PatientFormFieldsProps {
  field: PatientFieldBinder;
  /** Editing: the Patient ID is shown but cannot change. */
  editing: boolean;
  idInput: RefObject<HTMLInputElement | null>;
}

export function PatientFormFields({ field, editing, idInput }: PatientFormFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('patients.patientId')}
        description={editing ? undefined : t('patients.patientIdHint')}
        readOnly={editing}
        ref={idInput}
        required
        withAsterisk={false}
        autoComplete="off"
        {...field('patientId')}
      />
      <TextInput
        label={t('patients.name')}
        required
        withAsterisk={false}
        autoComplete="off"
        data-autofocus
        {...field('patientName')}
      />
      <TextInput label={t('patients.phone')} type="tel" autoComplete="off" {...field('phone')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput
          label={t('patients.birthDate')}
          type="date"
          max={localToday()}
          {...field('birthDate')}
        />
        <NativeSelect
          label={t('patients.sex')}
          data={SEXES.map((sex) => ({ value: sex, label: t(`patients.sexes.${sex}`) }))}
          {...field('sex')}
        />
        <TextInput label={t('patients.restingHr')} inputMode="numeric" {...field('restingHr')} />
      </SimpleGrid>
      <Textarea label={t('patients.notes')} autosize minRows={3} maxRows={8} {...field('notes')} />
    </>
  );
}
