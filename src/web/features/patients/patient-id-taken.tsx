/**
 * "Add patient" met a Patient ID that another patient already has: says who, and offers the two
 * ways on (open that patient, or choose another ID) instead of replacing them.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../../../common/schemas/patient';

interface PatientIdTakenProps {
  existing: Patient;
  onOpen: () => void;
  onChooseAnother: () => void;
}

export function PatientIdTakenAlert({ existing, onOpen, onChooseAnother }: PatientIdTakenProps) {
  const { t } = useTranslation();
  const name = existing.patientName;
  const archived = existing.archivedAt !== null;
  return (
    <Alert color="orange" variant="light" role="alert" title={t('patients.idTakenTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t(archived ? 'patients.idTakenArchived' : 'patients.idTaken', {
            id: existing.patientId,
            name,
          })}
        </Text>
        <Group gap="xs">
          {!archived && (
            <Button size="xs" variant="white" onClick={onOpen}>
              {t('patients.openExisting', { name })}
            </Button>
          )}
          <Button size="xs" variant="white" onClick={onChooseAnother}>
            {t('patients.chooseAnotherId')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
