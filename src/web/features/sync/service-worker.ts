/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker (Workbox, built by vite-plugin-pwa) in production builds only,
 * once the app is stable (loaded and idle) or after 30000 ms at most, as the original app did.
 * A new version never reloads the page by itself: it is offered (update-prompt.tsx).
 */
import { useSyncExternalStore } from 'react';

/** The original's registration strategy: `registerWhenStable:30000`. */
export const REGISTER_AT_MOST_AFTER_MS = 30_000;
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const NO_SERVICE_WORKER_MESSAGE =
  'Service workers are disabled or not supported by this browser';

interface UpdateState {
  /** A new version is ready (waiting, or already in control after another tab took it). */
  ready: boolean;
  apply: (() => void) | null;
}

let update: UpdateState = { ready: false, apply: null };
const listeners = new Set<() => void>();
const offerUpdate = (apply: () => void) => {
  update = { ready: true, apply };
  for (const listener of listeners) listener();
};

export function useServiceWorkerUpdate(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => update,
    () => update,
  );
}

/** Resolves when the page has loaded and the main thread is idle: the first screen is up. */
function whenStable(): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: REGISTER_AT_MOST_AFTER_MS });
      } else {
        setTimeout(resolve, 1);
      }
    });
  if (document.readyState === 'complete') return idle();
  return new Promise((resolve) => {
    window.addEventListener('load', () => void idle().then(resolve), { once: true });
  });
}

export function registerServiceWorkerWhenStable(): void {
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) {
    console.log(NO_SERVICE_WORKER_MESSAGE);
    return;
  }
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    clearTimeout(deadline);
    const { registerSW } = await import('virtual:pwa-register');
    const updateSW = registerSW({
      immediate: true,
      // The new worker waits; it takes over only when the clinician chooses to reload.
      onNeedRefresh: () => offerUpdate(() => void updateSW(true)),
      // Another tab took the update: this page runs old code under the new worker until reloaded.
      onNeedReload: () => offerUpdate(() => window.location.reload()),
      onRegisteredSW: (_url, registration) => {
        // A tab left open for days still learns of new versions.
        if (registration) {
          setInterval(() => {
            if (navigator.onLine) void registration.update().catch(() => undefined);
          }, UPDATE_CHECK_INTERVAL_MS);
        }
      },
    });
  };
  const deadline = setTimeout(() => void start(), REGISTER_AT_MOST_AFTER_MS);
  void whenStable().then(start);
}
