/**
 * Code that loads on demand but must be on the device before it is needed offline: the app's
 * screens (app/lazy-screen.tsx) and the parts of a screen that load when first shown (e.g.
 * Settings' security block). Each registers its import here with who can use it; once a screen
 * has rendered, the app fetches the imports for the current audience one at a time, each when the
 * browser is idle again: all at once, their parsing and running held a phone's main thread for
 * seconds just after Home appeared (issue 37).
 */
import type { RouteAccess } from './paths';

/**
 * Who an import is fetched for: a route's access, or `patient`, the patient's space (a patient
 * account preloads only that; a clinician's signed-in preload never includes it).
 */
export type PreloadGroup = RouteAccess | 'patient';

const loaders: { audience: PreloadGroup; load: () => Promise<unknown> }[] = [];

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
  audience: PreloadGroup,
  load: () => Promise<T>,
): () => Promise<T> {
  const shared = once(load);
  loaders.push({ audience, load: shared });
  return shared;
}

/**
 * Fetches every import for `audience` (and `anyone`), one after another, each once `idle`
 * resolves. Imports registered meanwhile (by a chunk just loaded) are fetched too.
 */
export async function preloadFor(
  audience: Exclude<PreloadGroup, 'anyone'>,
  idle: () => Promise<void>,
): Promise<void> {
  for (let i = 0; i < loaders.length; i++) {
    const loader = loaders[i]!;
    if (loader.audience !== audience && loader.audience !== 'anyone') continue;
    await idle();
    await loader.load().catch(() => undefined);
  }
}
