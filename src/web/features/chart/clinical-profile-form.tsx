/**
 * The clinical profile in a modal, laid out to be filled in a couple of minutes: what the patient
 * has, takes and carries, the fields that change exercise first among equals. Checked with the
 * common schema before it is kept; saved through the outbox over the version shown (If-Match).
 */

import {
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { COMORBIDITIES, IMPLANTED_DEVICES } from '../../../common/schemas/clinical-profile';
import type { Patient } from '../../../common/schemas/patient';
import { FormActions } from '../../components/form-actions';
import { FormAlert } from '../../components/form-alert';
import { parserRules } from '../../lib/form-errors';
import { localToday } from '../../lib/local-today';
import { useFormSave } from '../../lib/use-form-save';
import { saveClinicalProfile } from '../patients';
import { useChartTranslation } from './chart-i18n';
import { type ProfileField, parseProfileForm, profileFormValues } from './clinical-profile-values';

const PHONE_QUERY = '(max-width: 47.99em)';

function ProfileForm({ patient, onDone }: { patient: Patient; onDone: () => void }) {
  const { t } = useChartTranslation();
  const form = useForm({
    initialValues: profileFormValues(patient.clinicalProfile),
    validate: parserRules(parseProfileForm, (field) => t(`profile.errors.${field}`)),
  });
  const { onSubmit, formError, busy } = useFormSave(form, {
    localFailure: t('profile.saveFailed'),
  });
  const values = form.getValues();
  const text = (
    field: Exclude<
      ProfileField,
      'betaBlocker' | 'atrialFibrillation' | 'implantedDevice' | 'comorbidities'
    >,
  ) => ({ label: t(`profile.fields.${field}`), ...form.getInputProps(field) });

  const submit = onSubmit(async (checked) => {
    const parsed = parseProfileForm(checked);
    if ('errors' in parsed) return;
    await saveClinicalProfile(patient, parsed.profile);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...text('diagnosis')} placeholder={t('profile.placeholders.diagnosis')} />
          <TextInput {...text('icd10')} placeholder={t('profile.placeholders.icd10')} />
          <TextInput {...text('eventDate')} type="date" max={localToday()} />
          <TextInput {...text('procedure')} placeholder={t('profile.placeholders.procedure')} />
          <TextInput {...text('lvefPct')} inputMode="numeric" />
        </SimpleGrid>
        <Textarea
          {...text('medications')}
          placeholder={t('profile.placeholders.medications')}
          autosize
          minRows={2}
        />
        <Switch
          label={t('profile.fields.betaBlocker')}
          {...form.getInputProps('betaBlocker', { type: 'checkbox' })}
        />
        <Switch
          label={t('profile.fields.atrialFibrillation')}
          description={t('profile.hints.atrialFibrillation')}
          {...form.getInputProps('atrialFibrillation', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('profile.fields.implantedDevice')}
            {...form.getInputProps('implantedDevice')}
            data={IMPLANTED_DEVICES.map((device) => ({
              value: device,
              label: t(`profile.devices.${device}`),
            }))}
          />
          {values.implantedDevice !== 'none' && (
            <TextInput
              {...text('deviceLimitBpm')}
              inputMode="numeric"
              withAsterisk
              description={t('profile.deviceLimitHelp')}
            />
          )}
        </SimpleGrid>
        <Checkbox.Group
          label={t('profile.fields.comorbidities')}
          {...form.getInputProps('comorbidities')}
        >
          <Group gap="md" mt={4}>
            {COMORBIDITIES.map((condition) => (
              <Checkbox
                key={condition}
                value={condition}
                label={t(`profile.comorbidities.${condition}`)}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <FormAlert message={formError} />
        <FormActions onCancel={onDone} busy={busy} />
      </Stack>
    </form>
  );
}

export function ClinicalProfileModal({
  patient,
  opened,
  onClose,
}: {
  patient: Patient;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useChartTranslation();
  const { t: tApp } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.title')}
      fullScreen={isPhone}
      size="lg"
      closeButtonProps={{ 'aria-label': tApp('common.close') }}
    >
      {opened && <ProfileForm patient={patient} onDone={onClose} />}
    </Modal>
  );
}
