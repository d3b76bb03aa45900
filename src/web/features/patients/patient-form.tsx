/**
 * Add or edit a patient in a modal. Adding never replaces: a Patient ID another patient has is
 * refused (the server's If-None-Match: *), and the form offers that patient or another ID.
 */
import {
  Alert,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Patient, SEXES } from '../../../common/schemas/patient';
import { FormActions } from '../../components/form-actions';
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
import { PatientIdTakenAlert } from './patient-id-taken';
import { addPatient, PatientIdTaken, savePatient } from './patients-api';

const PHONE_QUERY = '(max-width: 47.99em)';

interface PatientFormProps {
  opened: boolean;
  /** The patient to edit; null adds a new one. */
  patient: Patient | null;
  onClose: () => void;
  /** Opens another patient in the modal (the one whose Patient ID an add found taken). */
  onOpenPatient: (patient: Patient) => void;
}

export function PatientFormModal({ opened, patient, onClose, onOpenPatient }: PatientFormProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={patient ? t('patients.editTitle') : t('patients.add')}
      fullScreen={isPhone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <PatientForm
        key={patient?.patientId ?? 'new'}
        patient={patient}
        onSaved={onClose}
        onCancel={onClose}
        onOpenPatient={onOpenPatient}
      />
    </Modal>
  );
}

function PatientForm({
  patient,
  onSaved,
  onCancel,
  onOpenPatient,
}: {
  patient: Patient | null;
  onSaved: () => void;
  onCancel: () => void;
  onOpenPatient: (patient: Patient) => void;
}) {
  const { t } = useTranslation();
  // Content unmounts when the modal closes, so each opening starts from fresh values.
  const [values, setValues] = useState(() => formValuesOf(patient, generatePatientId()));
  const [errors, setErrors] = useState<PatientFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [idTaken, setIdTaken] = useState<Patient | null>(null);
  const [busy, setBusy] = useState(false);
  const idInput = useRef<HTMLInputElement>(null);

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

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('patients.requiredHint')}
        </Text>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        {idTaken && (
          <PatientIdTakenAlert
            existing={idTaken}
            onOpen={() => onOpenPatient(idTaken)}
            onChooseAnother={() => {
              setIdTaken(null);
              idInput.current?.focus();
              idInput.current?.select();
            }}
          />
        )}
        <TextInput
          label={t('patients.patientId')}
          description={patient ? undefined : t('patients.patientIdHint')}
          readOnly={patient !== null}
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
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput
            label={t('patients.birthDate')}
            type="date"
            max={new Date().toISOString().slice(0, 10)}
            {...field('birthDate')}
          />
          <NativeSelect
            label={t('patients.sex')}
            data={SEXES.map((sex) => ({ value: sex, label: t(`patients.sexes.${sex}`) }))}
            {...field('sex')}
          />
          <TextInput label={t('patients.restingHr')} inputMode="numeric" {...field('restingHr')} />
        </SimpleGrid>
        <Textarea
          label={t('patients.notes')}
          autosize
          minRows={3}
          maxRows={8}
          {...field('notes')}
        />
        <FormActions onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
