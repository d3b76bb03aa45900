/**
 * The alarm tone's volume and mute, kept on this device (`ritmo.alarmSound`): a wall screen in
 * the gym and a clinician's phone need different settings. Muting is shown wherever alarms are.
 */
import { createLocalSetting, useLocalSetting } from '../../lib/local-setting';

export interface AlarmSound {
  /** 0–100. */
  volume: number;
  muted: boolean;
}

const DEFAULT_ALARM_SOUND: AlarmSound = { volume: 80, muted: false };

export function parseAlarmSound(raw: string | null): AlarmSound {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<AlarmSound> | null;
    const { volume, muted } = value ?? {};
    if (typeof volume === 'number' && volume >= 0 && volume <= 100 && typeof muted === 'boolean') {
      return { volume: Math.round(volume), muted };
    }
  } catch {
    // Damaged: the default (sound on) is the safe side.
  }
  return DEFAULT_ALARM_SOUND;
}

export const alarmSoundSetting = createLocalSetting<AlarmSound>(
  'ritmo.alarmSound',
  parseAlarmSound,
);

export function useAlarmSound(): [AlarmSound, (sound: AlarmSound) => void] {
  return [useLocalSetting(alarmSoundSetting), alarmSoundSetting.set];
}
