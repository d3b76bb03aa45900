/**
 * The live class's heading: how long it has run and how many are recording, the muted state,
 * mute, full screen and End class. Memoised apart from the tiles: the readings that redraw them
 * several times a second leave it alone, and its clock redraws only itself.
 */
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useNow } from '../../lib/use-now';
import { useWakeLock } from '../../lib/use-wake-lock';
import { useAlarmSound } from '../alarms';
import { formatDuration } from '../recording';
import { useClassTranslation } from './class-i18n';
import { appClass } from './class-store';

/**
 * Full screen for the whole page, with the live view marked (`data-fullscreen`) to cover it: the
 * dialogs, menus and notices the tiles open live at the page's end, and a full-screen element of
 * the live view alone would hide them (only its own subtree is drawn in full screen).
 */
function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => {
      document.removeEventListener('fullscreenchange', update);
      // The class ended or the page changed: the rest of the app is not meant for the wall.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
  useEffect(() => {
    target.current?.toggleAttribute('data-fullscreen', on);
  }, [target, on]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return { on, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled };
}

function ClassClock({ startedAt, recording }: { startedAt: number | null; recording: number }) {
  const { t } = useClassTranslation();
  const now = useNow(1000);
  return (
    <Text c="gray.7" aria-live="off">
      {t('live.summary', {
        time: formatDuration(startedAt ? now - startedAt : 0),
        count: recording,
      })}
    </Text>
  );
}

interface LiveHeaderProps {
  startedAt: number | null;
  /** Participants still recording (running or paused). */
  recording: number;
  /** What covers the page in full screen: the whole live view. */
  fullscreenTarget: React.RefObject<HTMLElement | null>;
}

export const LiveHeader = memo(function LiveHeader(props: LiveHeaderProps) {
  const { t } = useClassTranslation();
  const fullscreen = useFullscreen(props.fullscreenTarget);
  const wakeLock = useWakeLock(true);
  const [sound, setSound] = useAlarmSound();
  const [ending, setEnding] = useState(false);

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={1} fz="h2">
            {t('live.title')}
          </Title>
          <ClassClock startedAt={props.startedAt} recording={props.recording} />
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
          {/* Offered first and filled: on a wall screen full screen is what makes tiles readable. */}
          {fullscreen.supported && (
            <Button
              variant={fullscreen.on ? 'default' : 'filled'}
              onClick={fullscreen.toggle}
              aria-pressed={fullscreen.on}
              title={fullscreen.on ? undefined : t('live.fullscreenHint')}
            >
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
      {ending && (
        <ConfirmDialog
          opened
          title={t('live.endTitle')}
          confirmLabel={t('live.endConfirm')}
          onConfirm={async () => {
            appClass.endClass();
            setEnding(false);
          }}
          onClose={() => setEnding(false)}
          describeError={String}
        >
          <Text>{t('live.endBody', { count: props.recording })}</Text>
        </ConfirmDialog>
      )}
    </>
  );
});
