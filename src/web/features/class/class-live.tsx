/**
 * The class while it runs: the alarm banner, one tile per participant, a class marker, full
 * screen for a wall TV, and End class. The screen is kept awake and the alarm tone sounds here.
 */
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { memo, useRef, useState } from 'react';
import { AlarmBanner } from './alarm-banner';
import classes from './class.module.css';
import { useClassTranslation } from './class-i18n';
import { appClass, type ClassState } from './class-store';
import { LiveHeader } from './live-header';
import { ParticipantTile } from './participant-tile';
import { useAlarmFeedback } from './use-alarm-feedback';

/** A marker on every running timeline; its own state, so typing redraws only this. */
const MarkerForm = memo(function MarkerForm() {
  const { t } = useClassTranslation();
  const [marker, setMarker] = useState('');
  const addMarker = () => {
    appClass.marker(marker.trim() || undefined);
    setMarker('');
  };
  return (
    <Group gap="xs" align="flex-end">
      <TextInput
        label={t('live.markerLabel')}
        placeholder={t('live.markerPlaceholder')}
        value={marker}
        maxLength={200}
        onChange={(event) => setMarker(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && addMarker()}
        style={{ flex: 1, minWidth: 180 }}
      />
      <Button variant="light" onClick={addMarker}>
        {t('live.marker')}
      </Button>
    </Group>
  );
});

export function ClassLive({ state }: { state: ClassState }) {
  const root = useRef<HTMLDivElement>(null);
  useAlarmFeedback(state.tonePriority);
  const recording = state.tiles.filter(
    (tile) => tile.phase === 'running' || tile.phase === 'paused',
  ).length;

  return (
    <div ref={root} className={classes.live}>
      <Stack gap="sm">
        <LiveHeader startedAt={state.startedAt} recording={recording} fullscreenTarget={root} />
        <AlarmBanner alarms={state.alarms} />
        <div className={classes.grid}>
          {state.tiles.map((tile) => (
            <ParticipantTile key={tile.id} tile={tile} />
          ))}
        </div>
        <MarkerForm />
      </Stack>
    </div>
  );
}
