/**
 * "Add participant": a patient, then their target band and their sensor
 * (participant-start-fields.tsx). Straps paired with this patient before come first; a new strap
 * opens the browser's chooser from this click.
 */
import { Modal, Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchKey } from '../../../common/text/search-key';
import { loadPatients, usePatientState } from '../patients';
import { useClassTranslation } from './class-i18n';
import { appClass } from './class-store';
import { AddButtons, ParticipantStartFields } from './participant-start-fields';

export function AddParticipantDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useClassTranslation();
  const { t: common } = useTranslation();
  const { patients } = usePatientState();
  const [patientId, setPatientId] = useState<string | null>(null);

  useEffect(() => {
    if (opened) void loadPatients();
  }, [opened]);

  const patient = patients.find((p) => p.patientId === patientId) ?? null;
  const inClass = new Set(appClass.participants().map((p) => p.id));
  const close = () => {
    setPatientId(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('add.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      <Stack gap="md">
        <Select
          label={t('add.patient')}
          placeholder={t('add.patientPlaceholder')}
          searchable
          size="md"
          data={patients
            .filter((p) => !inClass.has(p.patientId))
            .map((p) => ({ value: p.patientId, label: `${p.patientName} (${p.patientId})` }))}
          filter={({ options, search }) =>
            options.filter(
              (option) => 'label' in option && searchKey(option.label).includes(searchKey(search)),
            )
          }
          value={patientId}
          onChange={setPatientId}
          nothingFoundMessage={t('add.nothingFound')}
        />
        {patient ? (
          <ParticipantStartFields
            key={patient.patientId}
            patient={patient}
            onAdded={close}
            onCancel={close}
          />
        ) : (
          <AddButtons onCancel={close} disabled />
        )}
      </Stack>
    </Modal>
  );
}
