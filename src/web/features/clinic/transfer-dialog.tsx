/**
 * Moving personal patients into a clinic: the clinician picks the clinic and the patients, reads
 * what will happen (they leave the personal workspace, with every session), then confirms. Only
 * with nothing waiting to sync, as a queued session would otherwise replay into the personal
 * workspace its patient has left. Afterwards the app enters the clinic.
 */
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { dataErrorMessage } from '../../lib/error-message';
import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/transfer.json';
import ptBR from '../../locales/pt-BR/transfer.json';
import { transferPatients } from './clinic-api';
import {
  checkCanSwitch,
  RecordingInProgressError,
  SwitchBlockedError,
  switchWorkspace,
  useWorkspaceList,
} from './workspace-store';

export const useTransferTranslation = () =>
  useNamespaceTranslation('transfer', { en, 'pt-BR': ptBR });

export function TransferDialog({
  opened,
  onClose,
  patients,
}: {
  opened: boolean;
  onClose: () => void;
  /** The personal workspace's active patients. */
  patients: readonly { patientId: string; patientName: string }[];
}) {
  const { t } = useTransferTranslation();
  const { t: tApp } = useTranslation();
  const { clinics } = useWorkspaceList();
  const [clinicId, setClinicId] = useState<string | null>(clinics[0]?.id ?? null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const clinic = clinics.find((c) => c.id === clinicId) ?? null;

  const move = async () => {
    if (!clinic || chosen.length === 0) return;
    setProblem(null);
    setMoving(true);
    try {
      checkCanSwitch();
      await transferPatients(clinic.id, chosen);
      await switchWorkspace({ kind: 'clinic', workspaceId: clinic.id });
    } catch (error) {
      if (error instanceof RecordingInProgressError) {
        setProblem(t('recording'));
      } else if (error instanceof SwitchBlockedError) {
        setProblem(t('unsynced', { count: error.unsynced }));
      } else if (error instanceof ApiError && error.status === 409) {
        const ids = error.details.map((d) => d.message.split(' ')[0]).join(', ');
        setProblem(t('conflict', { clinic: clinic.name, ids }));
      } else {
        setProblem(dataErrorMessage(error, tApp));
      }
    } finally {
      setMoving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('title')}
      centered
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      <Stack>
        <Text size="sm">{t('intro')}</Text>
        <Select
          label={t('clinic')}
          data={clinics.map((c) => ({ value: c.id, label: c.name }))}
          value={clinicId}
          onChange={setClinicId}
          allowDeselect={false}
        />
        {patients.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('none')}
          </Text>
        ) : (
          <Checkbox.Group label={t('patients')} value={chosen} onChange={setChosen}>
            <Stack gap={6} mt="xs" mah={240} style={{ overflowY: 'auto' }}>
              {patients.map((p) => (
                <Checkbox
                  key={p.patientId}
                  value={p.patientId}
                  label={`${p.patientName} (${p.patientId})`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {clinic && chosen.length > 0 && (
          <Alert color="yellow" variant="light">
            <Text size="sm">{t('confirm', { count: chosen.length, clinic: clinic.name })}</Text>
          </Alert>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" title={t('failed')}>
            <Text size="sm">{problem}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={move} loading={moving} disabled={!clinic || chosen.length === 0}>
            {t('submit', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
