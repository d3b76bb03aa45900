/** What other features use from settings: the heart-rate-max formula and the alarm sound. */
export { type AlarmSound, useAlarmSound } from './alarm-sound';
export { loadHrMaxFormula, useHrMaxFormula } from './hr-max-formula';
