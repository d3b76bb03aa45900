/**
 * Keeps the screen on (Screen Wake Lock) while a class runs, so alarms keep showing and
 * sounding on a tablet left on the wall, and while a live 6-minute walk is timed. The browser releases the lock when the tab is hidden;
 * it is asked for again when the tab comes back. Where the API is missing, `supported` is false
 * and the screen says to keep the device awake by hand.
 */
import { useEffect, useState } from 'react';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

function wakeLockApi(): WakeLockLike | null {
  const api = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  return api ?? null;
}

export function useWakeLock(active: boolean): { supported: boolean; held: boolean } {
  const [held, setHeld] = useState(false);
  const supported = typeof navigator !== 'undefined' && wakeLockApi() !== null;
  useEffect(() => {
    const api = wakeLockApi();
    if (!active || !api) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let cancelled = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      api.request('screen').then(
        (lock) => {
          if (cancelled) void lock.release();
          else {
            sentinel = lock;
            setHeld(true);
          }
        },
        () => setHeld(false), // refused (battery saver, no gesture yet): shown, not fatal
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
      setHeld(false);
    };
  }, [active]);
  return { supported, held };
}
