/**
 * Add or edit a patient in a modal. Adding never replaces: a Patient ID another patient has is
 * refused (the server's If-None-Match: *), and the form offers that patient or another ID.
 */
import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../../../common/schemas/patient';
import { FormActions } from '../../components/form-actions';
import { FormAlert } from '../../components/form-alert';
import { PatientFormFields } from './patient-form-fields';
import { PatientIdTakenAlert } from './patient-id-taken';
import { usePatientForm } from './use-patient-form';

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
  const { field, onSubmit, formError, idTaken, forgetIdTaken, busy } = usePatientForm(
    patient,
    onSaved,
  );
  const idInput = useRef<HTMLInputElement>(null);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('patients.requiredHint')}
        </Text>
        <FormAlert message={formError} />
        {idTaken && (
          <PatientIdTakenAlert
            existing={idTaken}
            onOpen={() => onOpenPatient(idTaken)}
            onChooseAnother={() => {
              forgetIdTaken();
              idInput.current?.focus();
              idInput.current?.select();
            }}
          />
        )}
        <PatientFormFields field={field} editing={patient !== null} idInput={idInput} />
        <FormActions onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
