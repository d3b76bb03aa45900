/**
 * The alarms waiting for an acknowledgement, most severe first, each naming the patient and
 * the reason, with its own Acknowledge button (the single recording's banner, one per alarm),
 * each one compact row: the tile carries the alarm too, and the strip must not push tiles off a
 * tablet's screen.
 */
import { Stack } from '@mantine/core';
import { memo } from 'react';
import { AlarmAlert, useAcknowledger } from '../alarms';
import { AboveLock } from '../lock';
import classes from './class.module.css';
import { appClass } from './class-store';
import type { ClassAlarm } from './tile-view';

export const AlarmBanner = memo(function AlarmBanner({
  alarms,
}: {
  alarms: readonly ClassAlarm[];
}) {
  const by = useAcknowledger();
  const waiting = alarms.filter((entry) => !entry.alarm.acknowledged);
  if (waiting.length === 0) return null;
  // The inactivity lock never hides an alarm: it moves above the lock screen.
  return (
    <AboveLock>
      <Stack gap={4} className={classes.banner} data-testid="alarm-banner">
        {waiting.map(({ participantId, patientName, alarm }) => (
          <AlarmAlert
            key={`${participantId}:${alarm.rule}:${alarm.raisedAt}`}
            patientName={patientName}
            alarm={alarm}
            onAcknowledge={() => appClass.acknowledge(participantId, alarm.rule, by)}
            compact
          />
        ))}
      </Stack>
    </AboveLock>
  );
});
