/**
 * When the app fetches the chunks of screens the user has not opened yet. Signed in, always:
 * a clinic tablet must open every screen offline later. Signed out, the sign-in page is often
 * the only screen a visit needs, so the other signed-out screens are fetched only after the
 * user starts using the form, and never on a connection that asks to save data or is 2G/3G.
 */

/** The parts of `navigator.connection` (Network Information API) the policy reads. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

export type PreloadAudience = 'signed-in' | 'signed-out';

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

export type PreloadPlan = 'when-idle' | 'after-first-use' | 'never';

export function preloadPlan(
  audience: PreloadAudience,
  connection: ConnectionHints | undefined,
): PreloadPlan {
  if (audience === 'signed-in') return 'when-idle';
  if (connection?.saveData === true) return 'never';
  if (connection?.effectiveType && SLOW_CONNECTIONS.has(connection.effectiveType)) return 'never';
  return 'after-first-use';
}

/** The browser's hints, where it has them (Chromium does; Safari and Firefox do not). */
export function connectionHints(): ConnectionHints | undefined {
  const { connection } = navigator as Navigator & { connection?: ConnectionHints };
  return connection
    ? { saveData: connection.saveData, effectiveType: connection.effectiveType }
    : undefined;
}

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Runs `then` once, after the first pointer, key or focus on `target` (the page). */
export function afterFirstUse(then: () => void, target: EventTarget = document): () => void {
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    stop();
    then();
  };
  const stop = () => {
    fired = true;
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, fire, true);
  };
  for (const type of FIRST_USE_EVENTS) target.addEventListener(type, fire, true);
  return stop;
}
