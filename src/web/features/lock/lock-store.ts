/**
 * The running inactivity lock of this device: its countdown, and the state kept in localStorage
 * (locked, last input, the clinic's minutes) so a reload or another tab does not lift it. The
 * lock is a screen over the app: nothing under it stops (a class's sensors, tone and recording
 * go on), and the alarm region is lifted above it through `alarmSlot`. The server holds the lock
 * too (server-lock.ts): it is told when this screen locks, and a 423 from it locks this screen.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_INACTIVITY_LOCK_MINUTES } from '../../../common/schemas/clinic-settings';
import { systemClock } from '../../lib/clock';
import { createLocalSetting } from '../../lib/local-setting';
import { noteScreenUnlocked, onServerLocked } from '../../lib/session-lock';
import { createIdleTimer, type IdleTimer } from './idle-timer';
import { reportInUse, tellServerLocked } from './server-lock';

interface StoredLock {
  locked: boolean;
  lastActivityAt: number | null;
  minutes: number;
}

const INITIAL: StoredLock = {
  locked: false,
  lastActivityAt: null,
  minutes: DEFAULT_INACTIVITY_LOCK_MINUTES,
};

const stored = createLocalSetting<StoredLock>('ritmo-inactivity-lock', (raw) => {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<StoredLock>) : {};
    return {
      locked: value.locked === true,
      lastActivityAt: typeof value.lastActivityAt === 'number' ? value.lastActivityAt : null,
      minutes: typeof value.minutes === 'number' ? value.minutes : INITIAL.minutes,
    };
  } catch {
    return INITIAL;
  }
});

/** Pointer, key and touch input count as use (the brief's list; scrolling alone does not). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart'] as const;
/** The last input is written at most this often: a moving mouse must not write per event. */
const PERSIST_EVERY_MS = 10_000;

let timer: IdleTimer | null = null;

/** Starts the countdown for the signed-in screens; the returned function stops it. */
export function startInactivityLock(): () => void {
  const initial = stored.get();
  const idle = createIdleTimer({
    clock: systemClock,
    timeoutMs: initial.minutes * 60_000,
    lastActivityAt: initial.lastActivityAt ?? undefined,
    locked: initial.locked,
  });
  timer = idle;
  let persistedAt = 0;
  // The lock's state follows this tab's countdown only when it changes (locks, unlocks)...
  const saveLock = () => {
    persistedAt = systemClock.now();
    stored.set({ ...stored.get(), locked: idle.isLocked(), lastActivityAt: idle.lastActivityAt() });
    if (idle.isLocked()) tellServerLocked();
  };
  stored.set({
    ...stored.get(),
    locked: stored.get().locked || idle.isLocked(),
    lastActivityAt: idle.lastActivityAt(),
  });
  // Locked before a reload (perhaps offline then): the server is told again.
  if (stored.get().locked) tellServerLocked();
  // ...while input only moves the last activity: under another tab's lock it counts for nothing.
  const onInput = () => {
    if (stored.get().locked) return;
    idle.activity();
    reportInUse();
    if (systemClock.now() - persistedAt < PERSIST_EVERY_MS) return;
    persistedAt = systemClock.now();
    stored.set({ ...stored.get(), lastActivityAt: idle.lastActivityAt() });
  };
  for (const type of ACTIVITY_EVENTS) {
    window.addEventListener(type, onInput, { capture: true, passive: true });
  }
  const unsubscribe = idle.subscribe(saveLock);
  // Unlocked in another tab (the stored state is shared): this tab's countdown starts again too,
  // and what this tab held back for the lock goes.
  let wasLocked = stored.get().locked;
  const unfollow = stored.subscribe(() => {
    const { locked } = stored.get();
    if (!locked && idle.isLocked()) idle.unlock();
    if (wasLocked && !locked) noteScreenUnlocked();
    wasLocked = locked;
  });
  // The server holds this session locked (idle there, or a lock this tab missed): lock here too.
  const unheed = onServerLocked(() => {
    if (!stored.get().locked) stored.set({ ...stored.get(), locked: true });
  });
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onInput, true);
    unsubscribe();
    unfollow();
    unheed();
    idle.stop();
    if (timer === idle) timer = null;
  };
}

/** The clinic's setting, as the server gave it. */
export function setLockMinutes(minutes: number): void {
  stored.set({ ...stored.get(), minutes });
  timer?.setTimeoutMs(minutes * 60_000);
}

/** After the server accepted the password. */
export function unlockScreen(): void {
  timer?.unlock();
  stored.set({ ...stored.get(), locked: false, lastActivityAt: systemClock.now() });
}

export function useLocked(): boolean {
  return useSyncExternalStore(stored.subscribe, () => stored.get().locked);
}

export function useLockMinutes(): number {
  return useSyncExternalStore(stored.subscribe, () => stored.get().minutes);
}

/** Where alarms go while locked: a region at the top of the lock screen. */
let slot: HTMLElement | null = null;
const slotListeners = new Set<() => void>();

export function setAlarmSlot(element: HTMLElement | null): void {
  slot = element;
  for (const listener of slotListeners) listener();
}

export function useAlarmSlot(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      slotListeners.add(listener);
      return () => slotListeners.delete(listener);
    },
    () => slot,
  );
}
