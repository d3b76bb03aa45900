/**
 * Before Start: the class as a checklist. Each participant with their strap, its connection,
 * battery and last reading; "Reconnect all" for dropped straps; the activity for everyone.
 */
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ActivityType } from '../../../common/schemas/activity';
import { unlockAlarmTone } from '../alarms';
import { loadPatients, usePatientState } from '../patients';
import { ActivityTypeChips } from '../recording';
import { AddParticipantDialog } from './add-participant-dialog';
import { ChecklistRow } from './checklist-row';
import classes from './class.module.css';
import { useClassTranslation } from './class-i18n';
import type { ClassState } from './class-store';
import { appClass } from './class-store';
import { SlotRosterDialog } from './slot-roster-dialog';

export function ClassSetup({ state }: { state: ClassState }) {
  const { t } = useClassTranslation();
  const [adding, setAdding] = useState(false);
  const [type, setType] = useState<ActivityType>('cycle');
  const [failure, setFailure] = useState<string | null>(null);
  const { tiles } = state;
  const connected = tiles.filter((tile) => tile.status.state === 'connected').length;
  const dropped = tiles.some((tile) => tile.status.state === 'disconnected');
  const patientList = usePatientState();
  // Opened from a slot's day (the schedule's "Start the class"): its checked-in patients.
  const [search, setSearch] = useSearchParams();
  const fromSlot = search.get('slot');
  const slotDate = search.get('date');
  const restored = useRef(false);
  useEffect(() => void loadPatients(), []);
  // A reload during set-up: the checklist comes back as it was, less anyone no longer a patient.
  useEffect(() => {
    if (restored.current || patientList.status !== 'ready') return;
    restored.current = true;
    const active = new Set(patientList.patients.map((p) => p.patientId));
    appClass.restoreDraft((patientId) => active.has(patientId));
  }, [patientList]);

  const start = () => {
    unlockAlarmTone(); // from this click: the tone may play later without one
    setFailure(null);
    appClass.start(type).catch((error: unknown) => setFailure(String(error)));
  };

  return (
    <Stack gap="md">
      <Text c="gray.7">{t('setup.intro')}</Text>
      <div>
        <ActivityTypeChips label={t('setup.type')} value={type} onChange={setType} />
        <Text size="sm" c="gray.7" mt={4}>
          {t('setup.typeHint')}
        </Text>
      </div>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={700} component="h2" m={0} fz="lg">
              {t('setup.checklist')}
            </Text>
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('setup.connectedCount', { connected, count: tiles.length })}
            </Text>
          </Group>
          {tiles.length === 0 ? (
            <Text c="gray.7">{t('setup.empty')}</Text>
          ) : (
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {tiles.map((tile) => (
                <ChecklistRow key={tile.id} tile={tile} />
              ))}
            </Stack>
          )}
          <Group gap="sm">
            <Button variant="light" size="md" onClick={() => setAdding(true)}>
              {t('setup.add')}
            </Button>
            {dropped && (
              <Button variant="default" size="md" onClick={() => void appClass.reconnectAll()}>
                {t('setup.reconnectAll')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {t('setup.startFailed', { message: failure })}
        </Alert>
      )}
      <Button
        size="xl"
        disabled={tiles.length === 0}
        onClick={start}
        classNames={{ root: classes.wrapping, label: classes.wrappingLabel }}
      >
        {t('setup.start', { count: tiles.length })}
      </Button>
      <AddParticipantDialog opened={adding} onClose={() => setAdding(false)} />
      {fromSlot && slotDate && (
        <SlotRosterDialog
          slotId={fromSlot}
          date={slotDate}
          onClose={() => setSearch({}, { replace: true })}
        />
      )}
    </Stack>
  );
}
