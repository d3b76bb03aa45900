/**
 * One member's clinical role in Settings → Clinic (owners and admins): their profession
 * (physician, physiotherapist, nurse, other), which sets the registration's placeholder (CRM,
 * CREFITO, COREN) and what documents print beside their signature; their registration; and,
 * for a physician in a role that can sign, the flag that lets them sign plans (the server
 * refuses it otherwise). A physician signing needs a registration (the schema refuses one
 * without). The front desk, which records nothing clinical, has none of these.
 */
import { Button, Checkbox, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type ClinicRole, canSignPlans } from '../../../common/clinic/clinic-roles';
import { PROFESSIONS, type Profession } from '../../../common/clinic/professions';
import { clinicianOf, forgetClinicians, useClinicians } from '../documents';
import { saveClinician } from './clinicians-api';
import { usePrescriptionTranslation } from './prescription-i18n';

export function ClinicianFields(props: { userId: string; name: string; role: ClinicRole }) {
  if (props.role === 'front-desk') return null;
  return <ClinicianForm {...props} />;
}

function ClinicianForm({ userId, name, role }: { userId: string; name: string; role: ClinicRole }) {
  const { t } = usePrescriptionTranslation();
  const clinicians = useClinicians();
  const saved = clinicianOf(clinicians.data, userId);
  const [profession, setProfession] = useState<Profession>('other');
  const [physician, setPhysician] = useState(false);
  const [registration, setRegistration] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed' | 'needsRegistration'>(
    'idle',
  );
  useEffect(() => {
    setProfession(saved?.profession ?? 'other');
    setPhysician(saved?.physician ?? false);
    setRegistration(saved?.registration ?? '');
  }, [saved?.profession, saved?.physician, saved?.registration]);
  if (!clinicians.isSuccess) return null;
  const changed =
    profession !== (saved?.profession ?? 'other') ||
    physician !== (saved?.physician ?? false) ||
    registration.trim() !== (saved?.registration ?? '');
  // Only a physician signs plans, and only in a role that can sign.
  const mayFlag = profession === 'physician' && canSignPlans(role);

  const save = async () => {
    if (physician && registration.trim() === '') return setState('needsRegistration');
    setState('busy');
    try {
      await saveClinician(userId, { profession, physician, registration });
      setState('saved');
      await forgetClinicians();
    } catch {
      setState('failed');
    }
  };

  return (
    <Group
      gap="xs"
      align="flex-end"
      wrap="wrap"
      mt="xs"
      role="group"
      aria-label={t('clinician.groupOf', { name })}
    >
      <NativeSelect
        size="xs"
        label={t('clinician.profession')}
        value={profession}
        data={PROFESSIONS.map((value) => ({ value, label: t(`clinician.professions.${value}`) }))}
        onChange={(e) => {
          const next = e.currentTarget.value as Profession;
          setProfession(next);
          if (next !== 'physician') setPhysician(false);
          setState('idle');
        }}
      />
      <TextInput
        size="xs"
        w={190}
        label={t('clinician.registration')}
        placeholder={t(`clinician.registrationPlaceholders.${profession}`)}
        value={registration}
        maxLength={40}
        error={state === 'needsRegistration' ? t('clinician.needsRegistration') : undefined}
        onChange={(e) => {
          setRegistration(e.currentTarget.value);
          setState('idle');
        }}
      />
      {mayFlag && (
        <Checkbox
          label={t('clinician.physician')}
          checked={physician}
          onChange={(e) => {
            setPhysician(e.currentTarget.checked);
            setState('idle');
          }}
          mb={6}
        />
      )}
      <Button
        size="xs"
        variant="light"
        disabled={!changed}
        loading={state === 'busy'}
        onClick={() => void save()}
      >
        {t('clinician.save')}
      </Button>
      {state === 'saved' && (
        <Text size="xs" fw={600} role="status">
          {t('clinician.saved')}
        </Text>
      )}
      {state === 'failed' && (
        <Text size="xs" c="red.8" role="alert">
          {t('clinician.failed')}
        </Text>
      )}
    </Group>
  );
}
