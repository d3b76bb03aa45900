/** Home's patient section: search, add, and the list with its loading, empty and error states. */
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../../../common/schemas/patient';
import { dataErrorMessage } from '../../lib/error-message';
import { useCan, useCanWrite } from '../clinic';
import { ArchivePatientDialog } from './archive-patient-dialog';
import { PatientFormModal } from './patient-form';
import { PatientList, PatientListPlaceholder } from './patient-list';
import { searchPatients } from './patient-search';
import { usePatientState } from './patient-store';
import { loadPatients } from './patients-api';
import { RegisterPatientModal } from './register-patient-form';

type Editing = { patient: Patient | null } | null;

export function PatientsPanel() {
  const { t, i18n } = useTranslation();
  const { status, patients, error } = usePatientState();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<Patient | null>(null);
  const canWrite = useCanWrite();
  // The front desk registers identification only (register-patient-form.tsx).
  const registersOnly = useCan('patients:register') && !canWrite;

  useEffect(() => {
    void loadPatients();
  }, []);

  const shown = useMemo(
    () => searchPatients(patients, deferredQuery, i18n.language),
    [patients, deferredQuery, i18n.language],
  );
  // Stable, so the memoised rows do not render again when the panel does.
  const rowActions = useMemo(
    () => ({
      onEdit: (patient: Patient) => setEditing({ patient }),
      onArchive: (patient: Patient) => setArchiving(patient),
    }),
    [],
  );

  return (
    <Stack component="section" aria-labelledby="patients-title" gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} fz="h3" id="patients-title">
          {t('patients.title')}
        </Title>
        {canWrite && (
          <Button onClick={() => setEditing({ patient: null })}>{t('patients.add')}</Button>
        )}
        {registersOnly && (
          <Button onClick={() => setEditing({ patient: null })}>{t('patients.register')}</Button>
        )}
      </Group>
      <TextInput
        type="search"
        label={t('patients.search')}
        placeholder={t('patients.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {status === 'error' && (
        <Alert color="red" variant="light" role="alert" title={t('patients.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{dataErrorMessage(error, t)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void loadPatients()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {(status === 'loading' || status === 'idle') && patients.length === 0 ? (
        <PatientListPlaceholder label={t('patients.loading')} />
      ) : status === 'ready' && patients.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Stack gap="xs" align="center">
            <Text fw={600}>{t('patients.emptyTitle')}</Text>
            <Text c="gray.7" size="sm">
              {t('patients.emptyDescription')}
            </Text>
          </Stack>
        </Paper>
      ) : patients.length > 0 && shown.length === 0 ? (
        <Text c="gray.7" role="status">
          {t('patients.noMatch', { query: deferredQuery.trim() })}
        </Text>
      ) : (
        <PatientList
          patients={shown}
          label={t('patients.title')}
          {...rowActions}
          canRename={registersOnly}
        />
      )}
      <RegisterPatientModal
        opened={registersOnly && editing !== null}
        patient={editing?.patient ?? null}
        onClose={() => setEditing(null)}
      />
      <PatientFormModal
        opened={!registersOnly && editing !== null}
        patient={editing?.patient ?? null}
        onClose={() => setEditing(null)}
        onOpenPatient={(patient) => setEditing({ patient })}
      />
      <ArchivePatientDialog patient={archiving} onClose={() => setArchiving(null)} />
    </Stack>
  );
}
