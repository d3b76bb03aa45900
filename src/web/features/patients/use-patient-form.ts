/**
 * The patient form's state and its save: the values and their errors, the form's own error, a
 * Patient ID an add found taken, and whether a save is under way.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../../../common/schemas/patient';
import { ApiError } from '../../lib/api-error';
import { dataErrorMessage } from '../../lib/error-message';
import {
  formValuesOf,
  type PatientField,
  type PatientFieldErrors,
  type PatientFormValues,
  parsePatientForm,
  serverFieldErrors,
} from './patient-form-values';
import { generatePatientId } from './patient-id';
import { addPatient, PatientIdTaken, savePatient } from './patients-api';

/** `patient` null adds a new one (create only); `onSaved` runs once the save is stored. */
export function usePatientForm(patient: Patient | null, onSaved: () => void) {
  const { t } = useTranslation();
  // Content unmounts when the modal closes, so each opening starts from fresh values.
  const [values, setValues] = useState(() => formValuesOf(patient, generatePatientId()));
  const [errors, setErrors] = useState<PatientFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [idTaken, setIdTaken] = useState<Patient | null>(null);
  const [busy, setBusy] = useState(false);

  const field = <F extends PatientField>(name: F) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value as PatientFormValues[F] }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setIdTaken(null);
    const parsed = parsePatientForm(values, t);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    setBusy(true);
    try {
      const save = patient ? savePatient : addPatient;
      await save(parsed.patientId, parsed.input);
      onSaved();
    } catch (error) {
      if (error instanceof PatientIdTaken) {
        setIdTaken(error.existing);
        return;
      }
      const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.details, t) : {};
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFormError(dataErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const forgetIdTaken = () => setIdTaken(null);
  return { field, onSubmit, formError, idTaken, forgetIdTaken, busy };
}

/** Binds one input to its value, error and change handler. */
export type PatientFieldBinder = ReturnType<typeof usePatientForm>['field'];
