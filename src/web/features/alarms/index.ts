/**
 * What the class and the single recording share to show and sound an alarm: the banner with
 * its Acknowledge, the alarm in words, the tone and vibration by priority, and the tone's volume
 * and mute (set in Settings, toggled on the class screen).
 */
export { AlarmAlert, useAcknowledger } from './alarm-alert';
export { useAlarmSound } from './alarm-sound';
export { playAlarmTone, unlockAlarmTone } from './alarm-tone';
export { useAlarmWords } from './alarm-words';
export { ALARMS_NS } from './alarms-i18n';
export { useAlarmTone, vibrateForAlarm } from './use-alarm-tone';
