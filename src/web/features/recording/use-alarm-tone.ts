/**
 * While an alarm waits for its acknowledgement: the tone every 2 s at the volume set in Settings
 * (unless muted there). Plays in the page: it needs no network.
 */
import { useEffect } from 'react';
import { playAlarmTone } from '../../lib/alarm-tone';
import { useAlarmSound } from '../settings';

const TONE_EVERY_MS = 2000;
const VIBRATION_MS = [300, 150, 300];

export function useAlarmTone(sounding: boolean): void {
  const [sound] = useAlarmSound();
  const audible = sounding && !sound.muted;
  const { volume } = sound;
  useEffect(() => {
    if (!audible) return;
    playAlarmTone(volume);
    const timer = setInterval(() => playAlarmTone(volume), TONE_EVERY_MS);
    return () => clearInterval(timer);
  }, [audible, volume]);
}

/** A new alarm shakes the device where it can (phones; not iOS Safari). */
export function vibrateForAlarm(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate(VIBRATION_MS);
  }
}
