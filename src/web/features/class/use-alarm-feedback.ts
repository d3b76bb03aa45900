/**
 * The class's alarm feedback: the tone while any alarm waits for its acknowledgement, and a
 * vibration for each new alarm where the device can.
 */
import { useEffect } from 'react';
import { useAlarmTone, vibrateForAlarm } from '../recording';
import { appClass } from './class-store';

export function useAlarmFeedback(sounding: boolean): void {
  useAlarmTone(sounding);
  useEffect(() => appClass.onAlarm(vibrateForAlarm), []);
}
