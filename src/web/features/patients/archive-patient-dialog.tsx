/** Asks before archiving: the patient disappears from lists, their sessions stay. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../../../common/schemas/patient';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!patient) return;
    setBusy(true);
    setError(null);
    try {
      await archivePatient(patient.patientId);
      close();
    } catch (failure) {
      setError(dataErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={patient !== null}
      onClose={close}
      title={t('patients.archiveTitle', { name: patient?.patientName ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('patients.archiveExplanation')}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={confirm}>
            {t('patients.archive')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
