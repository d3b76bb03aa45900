/**
 * The front desk's patient form (PRODUCT.md section 13): identification and contact only —
 * Patient ID, name, phone, and for a new patient birth date and sex. Sent straight to the server, which keeps whatever the
 * clinicians recorded and refuses any clinical field from this role; a new patient goes with
 * `If-None-Match: *`, so a taken ID is never overwritten.
 */
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '../../../common/api/api-paths';
import { type Patient, SEXES } from '../../../common/schemas/patient';
import { FormAlert } from '../../components/form-alert';
import { FormModal } from '../../components/form-modal';
import { apiRequest } from '../../lib/api-client';
import { localToday } from '../../lib/local-today';
import { useFormSave } from '../../lib/use-form-save';
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
  // The server checks these fields (a front desk's write is its own rule); its 400 lands on them.
  const form = useForm({
    initialValues: {
      patientId: patient?.patientId ?? generatePatientId(),
      patientName: patient?.patientName ?? '',
      phone: patient?.phone ?? '',
      birthDate: '',
      sex: 'unknown',
    },
  });
  const { onSubmit, formError, busy } = useFormSave(form);
  const { patientName } = form.getValues();

  const submit = onSubmit(async ({ patientId, patientName, phone, birthDate, sex }) => {
    const contact = { patientName, phone: phone.trim() === '' ? null : phone };
    const body = patient ? contact : { ...contact, sex, ...(birthDate ? { birthDate } : {}) };
    await apiRequest(apiPaths.patient(patientId.trim()), {
      method: 'PUT',
      body,
      headers: patient ? {} : { 'if-none-match': '*' },
    });
    await loadPatients();
    onClose();
  });

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
          {...form.getInputProps('patientId')}
          required
          withAsterisk={false}
          autoComplete="off"
        />
        <TextInput
          label={t('patients.name')}
          {...form.getInputProps('patientName')}
          required
          withAsterisk={false}
          autoComplete="off"
          data-autofocus
        />
        <TextInput
          label={t('patients.phone')}
          type="tel"
          {...form.getInputProps('phone')}
          autoComplete="off"
        />
        {!patient && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('patients.birthDate')}
              type="date"
              max={localToday()}
              {...form.getInputProps('birthDate')}
            />
            <NativeSelect
              label={t('patients.sex')}
              data={SEXES.map((value) => ({ value, label: t(`patients.sexes.${value}`) }))}
              {...form.getInputProps('sex')}
            />
          </SimpleGrid>
        )}
        <FormAlert message={formError && t('patients.registerFailed', { message: formError })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!patientName.trim()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
