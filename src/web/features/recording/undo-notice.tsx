/**
 * After quick entries are recorded: what was recorded, for whom, and Undo for a few seconds, so a
 * mistyped value (one tap on the wrong row) is taken back without a trip through a dialog. It
 * floats above the page, clear of the tiles' numbers, and leaves by itself.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEvent } from '../../../common/schemas/activity-event';
import { useEventLabel } from './event-list';
import type { QuickEntry } from './recording';
import { RECORDING_NS } from './recording-i18n';
import classes from './undo-notice.module.css';

/** Long enough to read the line and reach the button; short enough not to linger over the tiles. */
export const UNDO_MS = 8000;

export interface RecordedEntries {
  /** When they were recorded (epoch ms): every entry of one form shares it. */
  at: number;
  entries: readonly QuickEntry[];
  /** The patient, in a class; none on the single recording's own screen. */
  patientName?: string;
}

export function UndoNotice(props: { recorded: RecordedEntries; onUndo(): void; onDone(): void }) {
  const { t } = useTranslation(RECORDING_NS);
  const label = useEventLabel();
  const { recorded } = props;
  // The timer runs from the recording, not from each redraw of a parent that ticks every second.
  const done = useRef(props.onDone);
  done.current = props.onDone;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new recording restarts the timer
  useEffect(() => {
    const timer = setTimeout(() => done.current(), UNDO_MS);
    return () => clearTimeout(timer);
  }, [recorded]);
  const what = recorded.entries
    .map((entry) => label({ ...entry, t: 0 } as ActivityEvent))
    .join(' · ');
  return (
    <Paper
      className={classes.notice}
      shadow="md"
      withBorder
      p="sm"
      role="status"
      data-testid="undo-notice"
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Text size="md" fw={600}>
          {recorded.patientName
            ? t('entries.recordedFor', { name: recorded.patientName, what })
            : t('entries.recorded', { what })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button variant="filled" onClick={props.onUndo}>
            {t('entries.undo')}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={props.onDone}
            aria-label={t('entries.dismiss')}
          >
            ×
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
