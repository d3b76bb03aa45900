/** Asks before archiving: the patient disappears from lists, their sessions stay. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../../../common/schemas/patient';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { dataErrorMessage } from '../../lib/error-message';
import { archivePatient } from './patients-api';

export function ArchivePatientDialog({
  patient,
  onClose,
}: {
  /** The patient to archive; null keeps the dialog closed. */
  patient: Patient | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={patient !== null}
      title={t('patients.archiveTitle', { name: patient?.patientName ?? '' })}
      confirmLabel={t('patients.archive')}
      onConfirm={async () => {
        if (patient) await archivePatient(patient.patientId);
        onClose();
      }}
      onClose={onClose}
      describeError={(error) => dataErrorMessage(error, t)}
    >
      <Text>{t('patients.archiveExplanation')}</Text>
    </ConfirmDialog>
  );
}
