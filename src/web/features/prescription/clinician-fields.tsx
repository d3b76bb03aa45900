/**
 * One member's clinical role in Settings → Clinic (owners and admins): marked as physician, and
 * their professional registration (CRM, CREFITO, COREN …), which a signature and the printouts
 * carry. A physician needs a registration (the schema refuses one without). Only a role that can
 * sign is offered the physician flag (the server refuses it for the others), and the front desk,
 * which records nothing clinical, has no registration either.
 */
import { Button, Checkbox, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type ClinicRole, canSignPlans } from '../../../common/clinic/clinic-roles';
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
  const [physician, setPhysician] = useState(false);
  const [registration, setRegistration] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed' | 'needsRegistration'>(
    'idle',
  );
  useEffect(() => {
    setPhysician(saved?.physician ?? false);
    setRegistration(saved?.registration ?? '');
  }, [saved?.physician, saved?.registration]);
  if (!clinicians.isSuccess) return null;
  const changed =
    physician !== (saved?.physician ?? false) ||
    registration.trim() !== (saved?.registration ?? '');

  const save = async () => {
    if (physician && registration.trim() === '') return setState('needsRegistration');
    setState('busy');
    try {
      await saveClinician(userId, { physician, registration });
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
      {canSignPlans(role) && (
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
      <TextInput
        size="xs"
        w={physician ? 170 : 230}
        label={t('clinician.registration')}
        placeholder={t(
          physician
            ? 'clinician.registrationPlaceholder'
            : 'clinician.otherRegistrationPlaceholder',
        )}
        value={registration}
        maxLength={40}
        error={state === 'needsRegistration' ? t('clinician.needsRegistration') : undefined}
        onChange={(e) => {
          setRegistration(e.currentTarget.value);
          setState('idle');
        }}
      />
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
