/**
 * What other features use from lock: the inactivity lock for the shell, `AboveLock` for what a
 * lock must never hide (alarms), and the clinic setting's card for Settings.
 */
export { AboveLock } from './above-lock';
export { InactivityLock } from './inactivity-lock';
export { LockSetting } from './lock-setting';
