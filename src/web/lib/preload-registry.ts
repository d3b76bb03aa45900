/**
 * Code that loads on demand but must be on the device before it is needed offline: the app's
 * screens (app/lazy-screen.tsx) and the parts of a screen that load when first shown (e.g.
 * Settings' security block). Each registers its import here with who can use it; once a screen
 * has rendered and the browser is idle, the app fetches every import for the current audience.
 */
import type { RouteAccess } from './paths';

const loaders: { audience: RouteAccess; load: () => Promise<unknown> }[] = [];

/** Shares one import between the preloader and its user; a failed import is retried later. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** `load` is fetched with the screens of `audience` (`anyone`: with either). */
export function registerPreload<T>(
  audience: RouteAccess,
  load: () => Promise<T>,
): () => Promise<T> {
  const shared = once(load);
  loaders.push({ audience, load: shared });
  return shared;
}

export function preloadFor(audience: Exclude<RouteAccess, 'anyone'>): void {
  for (const loader of loaders) {
    if (loader.audience === audience || loader.audience === 'anyone') {
      loader.load().catch(() => undefined);
    }
  }
}
