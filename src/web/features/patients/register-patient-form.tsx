/**
 * The front desk's patient form (PRODUCT.md section 13): identification and contact only —
 * Patient ID, name, phone, and for a new patient birth date and sex. Sent straight to the server, which keeps whatever the
 * clinicians recorded and refuses any clinical field from this role; a new patient goes with
 * `If-None-Match: *`, so a taken ID is never overwritten.
 */
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '../../../common/api/api-paths';
import { type Patient, SEXES } from '../../../common/schemas/patient';
import { FormModal } from '../../components/form-modal';
import { apiRequest } from '../../lib/api-client';
import { dataErrorMessage } from '../../lib/error-message';
import { localToday } from '../../lib/local-today';
import { generatePatientId } from './patient-id';
import { loadPatients } from './patients-api';

interface RegisterPatientProps {
  opened: boolean;
  /** Null: a new patient. */
  patient: Patient | null;
  onClose(): void;
}

export function RegisterPatientModal({ opened, patient, onClose }: RegisterPatientProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={patient ? t('patients.editTitle') : t('patients.register')}
    >
      <RegisterPatientForm patient={patient} onClose={onClose} />
    </FormModal>
  );
}

function RegisterPatientForm({ patient, onClose }: Omit<RegisterPatientProps, 'opened'>) {
  const { t } = useTranslation();
  const [patientId, setPatientId] = useState(() => patient?.patientId ?? generatePatientId());
  const [patientName, setPatientName] = useState(patient?.patientName ?? '');
  const [phone, setPhone] = useState(patient?.phone ?? '');
  const [birthDate, setBirthDate] = useState('');
  const [sex, setSex] = useState('unknown');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaving(true);
    try {
      const contact = { patientName, phone: phone.trim() === '' ? null : phone };
      const body = patient ? contact : { ...contact, sex, ...(birthDate ? { birthDate } : {}) };
      await apiRequest(apiPaths.patient(patientId.trim()), {
        method: 'PUT',
        body,
        headers: patient ? {} : { 'if-none-match': '*' },
      });
      await loadPatients();
      onClose();
    } catch (error) {
      setFailure(t('patients.registerFailed', { message: dataErrorMessage(error, t) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('patients.registerHint')}
        </Text>
        <TextInput
          label={t('patients.patientId')}
          description={patient ? undefined : t('patients.patientIdHint')}
          readOnly={patient !== null}
          value={patientId}
          onChange={(e) => setPatientId(e.currentTarget.value)}
          required
          withAsterisk={false}
          autoComplete="off"
        />
        <TextInput
          label={t('patients.name')}
          value={patientName}
          onChange={(e) => setPatientName(e.currentTarget.value)}
          required
          withAsterisk={false}
          autoComplete="off"
          data-autofocus
        />
        <TextInput
          label={t('patients.phone')}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          autoComplete="off"
        />
        {!patient && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('patients.birthDate')}
              type="date"
              max={localToday()}
              value={birthDate}
              onChange={(e) => setBirthDate(e.currentTarget.value)}
            />
            <NativeSelect
              label={t('patients.sex')}
              data={SEXES.map((value) => ({ value, label: t(`patients.sexes.${value}`) }))}
              value={sex}
              onChange={(e) => setSex(e.currentTarget.value)}
            />
          </SimpleGrid>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={!patientName.trim()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
