/**
 * While an alarm waits for its acknowledgement: the burst of the highest waiting priority,
 * repeated at that priority's interval (alarm-tone-pattern.ts), at the volume set in Settings
 * (unless muted there). Plays in the page: it needs no network.
 */
import { useEffect } from 'react';
import { type AlarmPriority, alarmPriority } from '../../../common/alarms/alarm-priority';
import type { AlarmRule } from '../../../common/alarms/alarm-rules';
import { useAlarmSound } from './alarm-sound';
import { playAlarmTone } from './alarm-tone';
import { ALARM_SOUNDS } from './alarm-tone-pattern';

/** `priority`: the highest among the alarms waiting for an acknowledgement; null: none. */
export function useAlarmTone(priority: AlarmPriority | null): void {
  const [sound] = useAlarmSound();
  const audible = priority !== null && !sound.muted ? priority : null;
  const { volume } = sound;
  useEffect(() => {
    if (audible === null) return;
    const { burst, everyMs } = ALARM_SOUNDS[audible];
    playAlarmTone(volume, burst);
    const timer = setInterval(() => playAlarmTone(volume, burst), everyMs);
    return () => clearInterval(timer);
  }, [audible, volume]);
}

/** A new alarm shakes the device where it can (phones; not iOS Safari), by its priority. */
export function vibrateForAlarm(alarm: { rule: AlarmRule }): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate(ALARM_SOUNDS[alarmPriority(alarm.rule)].vibration);
  }
}
