/**
 * The clinical profile in a modal, laid out to be filled in a couple of minutes: what the patient
 * has, takes and carries, the fields that change exercise first among equals. Checked with the
 * common schema before it is kept; saved through the outbox over the version shown (If-Match).
 */

import {
  Alert,
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
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMORBIDITIES, IMPLANTED_DEVICES } from '../../../common/schemas/clinical-profile';
import type { Patient } from '../../../common/schemas/patient';
import { FormActions } from '../../components/form-actions';
import { localToday } from '../../lib/local-today';
import { saveClinicalProfile } from '../patients';
import { useChartTranslation } from './chart-i18n';
import {
  type ProfileField,
  type ProfileFieldErrors,
  type ProfileFormValues,
  parseProfileForm,
  profileFormValues,
} from './clinical-profile-values';

const PHONE_QUERY = '(max-width: 47.99em)';

function ProfileForm({ patient, onDone }: { patient: Patient; onDone: () => void }) {
  const { t } = useChartTranslation();
  const [values, setValues] = useState(() => profileFormValues(patient.clinicalProfile));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = <F extends ProfileField>(field: F, value: ProfileFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (
    field: Exclude<
      ProfileField,
      'betaBlocker' | 'atrialFibrillation' | 'implantedDevice' | 'comorbidities'
    >,
  ) => ({
    label: t(`profile.fields.${field}`),
    value: values[field],
    error: errors[field] ? t(`profile.errors.${field}`) : undefined,
    onChange: (event: { currentTarget: { value: string } }) =>
      set(field, event.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseProfileForm(values);
    if ('errors' in parsed) return setErrors(parsed.errors);
    setBusy(true);
    setFailed(false);
    try {
      await saveClinicalProfile(patient, parsed.profile);
      onDone();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
          checked={values.betaBlocker}
          onChange={(event) => set('betaBlocker', event.currentTarget.checked)}
        />
        <Switch
          label={t('profile.fields.atrialFibrillation')}
          description={t('profile.hints.atrialFibrillation')}
          checked={values.atrialFibrillation}
          onChange={(event) => set('atrialFibrillation', event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('profile.fields.implantedDevice')}
            value={values.implantedDevice}
            data={IMPLANTED_DEVICES.map((device) => ({
              value: device,
              label: t(`profile.devices.${device}`),
            }))}
            onChange={(event) =>
              set(
                'implantedDevice',
                event.currentTarget.value as ProfileFormValues['implantedDevice'],
              )
            }
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
          value={values.comorbidities}
          onChange={(next) => set('comorbidities', next as ProfileFormValues['comorbidities'])}
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
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('profile.saveFailed')}
          </Alert>
        )}
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
