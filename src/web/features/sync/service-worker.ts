/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker (Workbox, built by vite-plugin-pwa) in production builds only,
 * once someone is signed in and the first screen is complete (loaded, its reads answered, idle:
 * lib/screen-settled.ts) or after 30000 ms at most.
 * Signed out there is nothing to keep offline, and the worker's precache is every screen of the
 * app (~460 KB transferred): a phone on a data plan opening /login should not pay for it.
 * A new version never reloads the page by itself: it is offered (update-prompt.tsx).
 */
import { useSyncExternalStore } from 'react';

/** The original's registration strategy: `registerWhenStable:30000`. */
const REGISTER_AT_MOST_AFTER_MS = 30_000;
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const NO_SERVICE_WORKER_MESSAGE = 'Service workers are disabled or not supported by this browser';

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

/**
 * Workbox reloads a page its worker controls once the new one takes over; a page opened before
 * any worker was active is not controlled, so it waits for the new worker itself.
 */
function reloadWhenActive(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') window.location.reload();
  });
}

/** Whether someone is signed in on this device, and a way to hear when that changes. */
export interface SignedInSignal {
  get(): unknown;
  subscribe(listener: () => void): () => void;
}

export function registerServiceWorkerWhenStable(signedIn: SignedInSignal): void {
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) {
    console.log(NO_SERVICE_WORKER_MESSAGE);
    return;
  }
  if (!signedIn.get()) {
    const stop = signedIn.subscribe(() => {
      if (!signedIn.get()) return;
      stop();
      registerWhenStable();
    });
    return;
  }
  registerWhenStable();
}

function registerWhenStable(): void {
  const start = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    let registered: ServiceWorkerRegistration | undefined;
    let applying = false;
    // The new worker took over: reload if the clinician asked; otherwise (another tab took the
    // update) this page runs old code under the new worker, so offer the reload.
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (applying) window.location.reload();
      else offerUpdate(() => window.location.reload());
    });
    const updateSW = registerSW({
      immediate: true,
      // The new worker waits; it takes over only when the clinician chooses to reload.
      onNeedRefresh: () =>
        offerUpdate(() => {
          applying = true;
          if (registered && !navigator.serviceWorker.controller) reloadWhenActive(registered);
          void updateSW(true);
        }),
      // Replaces Workbox's own reload on takeover: never a surprise reload (see controllerchange).
      onNeedReload: () => undefined,
      onRegisteredSW: (_url, registration) => {
        registered = registration;
        // A tab left open for days still learns of new versions.
        if (registration) {
          setInterval(() => {
            if (navigator.onLine) void registration.update().catch(() => undefined);
          }, UPDATE_CHECK_INTERVAL_MS);
        }
      },
    });
  };
  // Loaded on demand, like the worker's registration: only a signed-in device needs either.
  void import('../../lib/screen-settled')
    .then(({ whenScreenSettled }) => whenScreenSettled(REGISTER_AT_MOST_AFTER_MS))
    .then(start);
}
