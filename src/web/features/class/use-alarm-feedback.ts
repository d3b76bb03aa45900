/**
 * The class's alarm feedback: the tone while any alarm waits for its acknowledgement, and a
 * vibration for each new alarm where the device can.
 */
import { useEffect } from 'react';
import type { AlarmPriority } from '../../../common/alarms/alarm-priority';
import { useAlarmTone, vibrateForAlarm } from '../alarms';
import { appClass } from './class-store';

/** `priority`: the highest among the alarms waiting for an acknowledgement (its tone plays). */
export function useAlarmFeedback(priority: AlarmPriority | null): void {
  useAlarmTone(priority);
  useEffect(() => appClass.onAlarm((entry) => vibrateForAlarm(entry.alarm)), []);
}
