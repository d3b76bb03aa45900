/**
 * While an alarm waits for its acknowledgement: the tone every 2 s at the volume set in Settings
 * (unless muted there), and a vibration for each new alarm where the device can. Runs from the
 * live class screen, in the page: it needs no network.
 */
import { useEffect } from 'react';
import { playAlarmTone } from '../../lib/alarm-tone';
import { useAlarmSound } from '../settings';
import { appClass } from './class-store';

const TONE_EVERY_MS = 2000;
const VIBRATION_MS = [300, 150, 300];

export function useAlarmFeedback(sounding: boolean): void {
  const [sound] = useAlarmSound();
  const audible = sounding && !sound.muted;
  const { volume } = sound;

  useEffect(() => {
    if (!audible) return;
    playAlarmTone(volume);
    const timer = setInterval(() => playAlarmTone(volume), TONE_EVERY_MS);
    return () => clearInterval(timer);
  }, [audible, volume]);

  useEffect(
    () =>
      appClass.onAlarm(() => {
        if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION_MS);
      }),
    [],
  );
}
