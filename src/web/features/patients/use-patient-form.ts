/**
 * The patient form's state and its save (@mantine/form): the values and their errors, the
 * form's own error, a Patient ID an add found taken, and whether a save is under way.
 */
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../../../common/schemas/patient';
import { useFormSave } from '../../lib/use-form-save';
import { formValuesOf, type PatientField, parsePatientForm } from './patient-form-values';
import { generatePatientId } from './patient-id';
import { addPatient, PatientIdTaken, savePatient } from './patients-api';

/** `patient` null adds a new one (create only); `onSaved` runs once the save is stored. */
export function usePatientForm(patient: Patient | null, onSaved: () => void) {
  const { t } = useTranslation();
  // Content unmounts when the modal closes, so each opening starts from fresh values.
  const form = useForm({
    initialValues: formValuesOf(patient, generatePatientId()),
    validate: (values) => {
      const parsed = parsePatientForm(values, t);
      return parsed.ok ? {} : parsed.errors;
    },
  });
  const { onSubmit, formError, busy } = useFormSave(form);
  const [idTaken, setIdTaken] = useState<Patient | null>(null);

  const field = (name: PatientField) => form.getInputProps(name);

  const submit = onSubmit(async (values) => {
    setIdTaken(null);
    const parsed = parsePatientForm(values, t);
    if (!parsed.ok) return;
    try {
      const save = patient ? savePatient : addPatient;
      await save(parsed.patientId, parsed.input);
      onSaved();
    } catch (error) {
      if (!(error instanceof PatientIdTaken)) throw error;
      setIdTaken(error.existing);
    }
  });

  const forgetIdTaken = () => setIdTaken(null);
  return { field, onSubmit: submit, formError, idTaken, forgetIdTaken, busy };
}

/** Binds one input to its value, error and change handler. */
export type PatientFieldBinder = ReturnType<typeof usePatientForm>['field'];
