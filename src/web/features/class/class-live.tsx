/**
 * The class while it runs: the alarm banner, one tile per participant, a class marker, full
 * screen for a wall TV, and End class. The screen is kept awake and the alarm tone sounds here.
 * It takes the whole width (`data-layout="wide"`, read by the shell): on a 1920 px wall screen
 * twelve tiles fit on one screen, the marker beside the heading so nothing is below the fold.
 */
import { Button, Group, TextInput } from '@mantine/core';
import { memo, useRef, useState } from 'react';
import { UndoNotice } from '../recording';
import { AlarmBanner } from './alarm-banner';
import classes from './class.module.css';
import { useClassTranslation } from './class-i18n';
import { appClass, type ClassState } from './class-store';
import { dismissLastEntries, undoLastEntries, useLastEntries } from './entry-undo';
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
    // Wraps on a phone: side by side, "Mark for everyone" was cut to "Mark for every…".
    <Group gap="xs" align="flex-end" wrap="wrap" className={classes.marker}>
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

/** The last entries recorded for a patient, with Undo, for a few seconds. */
function EntryUndoNotice() {
  const last = useLastEntries();
  if (!last) return null;
  return <UndoNotice recorded={last} onUndo={undoLastEntries} onDone={dismissLastEntries} />;
}

export function ClassLive({ state }: { state: ClassState }) {
  const root = useRef<HTMLDivElement>(null);
  useAlarmFeedback(state.tonePriority);
  const recording = state.tiles.filter(
    (tile) => tile.phase === 'running' || tile.phase === 'paused',
  ).length;

  return (
    <div ref={root} className={classes.live} data-layout="wide">
      <div className={classes.liveHead}>
        <LiveHeader startedAt={state.startedAt} recording={recording} fullscreenTarget={root} />
      </div>
      <AlarmBanner alarms={state.alarms} />
      <div className={classes.grid}>
        {state.tiles.map((tile) => (
          <ParticipantTile key={tile.id} tile={tile} />
        ))}
      </div>
      <MarkerForm />
      <EntryUndoNotice />
    </div>
  );
}
