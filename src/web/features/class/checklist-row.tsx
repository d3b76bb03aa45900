/**
 * One participant in the set-up checklist: strap, connection, battery, last reading, and the
 * pressure taken at rest before the start.
 */
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import classes from './class.module.css';
import { useClassTranslation } from './class-i18n';
import { appClass } from './class-store';
import { PreExerciseBp } from './pre-exercise-bp';
import { chooserFailureKey } from './sensor-errors';
import { SensorState } from './sensor-state';
import type { TileView } from './tile-view';

export function ChecklistRow({ tile }: { tile: TileView }) {
  const { t } = useClassTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const participant = appClass.participant(tile.id);
  const needsChooser = tile.sensor.kind === 'bluetooth' && tile.status.state === 'disconnected';

  const choose = () => {
    setFailure(null);
    participant?.chooseStrap().catch((error: unknown) => setFailure(t(chooserFailureKey(error))));
  };

  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      py="xs"
      gap="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="checklist-row"
    >
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600}>{tile.patientName}</Text>
        <SensorState tile={tile} />
        <PreExerciseBp tile={tile} />
        {failure && (
          <Text size="sm" c="red.9" role="alert">
            {failure}
          </Text>
        )}
      </div>
      <Group gap="xs" justify="flex-end">
        {needsChooser && (
          <Button size="sm" variant="light" onClick={choose}>
            {t('tile.chooseStrap')}
          </Button>
        )}
        <Button
          size="sm"
          variant="subtle"
          color="red"
          className={classes.removeButton}
          onClick={() => appClass.remove(tile.id)}
          aria-label={t('setup.removeNamed', { name: tile.patientName })}
        >
          {t('setup.remove')}
        </Button>
      </Group>
    </Group>
  );
}
