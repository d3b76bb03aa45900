/**
 * The class while it runs: the alarm banner, one tile per participant, a class marker, full
 * screen for a wall TV, and End class. The screen is kept awake and the alarm tone sounds here.
 */
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useNow } from '../../lib/use-now';
import { formatDuration } from '../recording';
import { useAlarmSound } from '../settings';
import { AlarmBanner } from './alarm-banner';
import classes from './class.module.css';
import { useClassTranslation } from './class-i18n';
import { appClass, type ClassState } from './class-store';
import { ParticipantTile } from './participant-tile';
import { useAlarmFeedback } from './use-alarm-feedback';
import { useWakeLock } from './use-wake-lock';

function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.().catch(() => undefined);
  };
  return { on, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled };
}

export function ClassLive({ state }: { state: ClassState }) {
  const { t } = useClassTranslation();
  const now = useNow(1000);
  const root = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(root);
  const wakeLock = useWakeLock(true);
  const [sound, setSound] = useAlarmSound();
  const [ending, setEnding] = useState(false);
  const [marker, setMarker] = useState('');
  useAlarmFeedback(state.sounding);

  const recording = state.tiles.filter(
    (tile) => tile.phase === 'running' || tile.phase === 'paused',
  );
  const addMarker = () => {
    appClass.marker(marker.trim() || undefined);
    setMarker('');
  };

  return (
    <div ref={root} className={classes.live}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={1} fz="h2">
              {t('live.title')}
            </Title>
            <Text c="gray.7" aria-live="off">
              {t('live.summary', {
                time: formatDuration(state.startedAt ? now - state.startedAt : 0),
                count: recording.length,
              })}
            </Text>
          </div>
          <Group gap="xs">
            {sound.muted && (
              <Badge color="red" variant="light" size="lg" data-testid="muted-badge">
                {t('live.muted')}
              </Badge>
            )}
            <Button
              variant="default"
              onClick={() => setSound({ ...sound, muted: !sound.muted })}
              aria-pressed={sound.muted}
            >
              {sound.muted ? t('live.unmute') : t('live.mute')}
            </Button>
            {fullscreen.supported && (
              <Button variant="default" onClick={fullscreen.toggle} aria-pressed={fullscreen.on}>
                {fullscreen.on ? t('live.exitFullscreen') : t('live.fullscreen')}
              </Button>
            )}
            <Button color="red" onClick={() => setEnding(true)}>
              {t('live.end')}
            </Button>
          </Group>
        </Group>
        {!wakeLock.held && (
          <Text size="sm" c="gray.7">
            {wakeLock.supported ? t('live.wakeLockRefused') : t('live.wakeLockMissing')}
          </Text>
        )}
        <AlarmBanner alarms={state.alarms} />
        <div className={classes.grid}>
          {state.tiles.map((tile) => (
            <ParticipantTile key={tile.id} tile={tile} />
          ))}
        </div>
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
      </Stack>
      <ConfirmDialog
        opened={ending}
        title={t('live.endTitle')}
        confirmLabel={t('live.endConfirm')}
        onConfirm={async () => {
          appClass.endClass();
          setEnding(false);
        }}
        onClose={() => setEnding(false)}
        describeError={String}
      >
        <Text>{t('live.endBody', { count: recording.length })}</Text>
      </ConfirmDialog>
    </div>
  );
}
