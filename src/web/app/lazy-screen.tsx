/**
 * Every screen is its own chunk. Once a screen has rendered, the chunks of the other screens the
 * clinician can open now are fetched, one at a time whenever the browser is idle, so later
 * navigation (even offline) loads nothing more. Signed out, only the sign-in and sign-up screens are, and only
 * once the form is used on a connection that allows it (preload-policy.ts): a phone on a slow
 * network should not download (and run) the whole app before anyone has signed in.
 */
import { type ComponentType, lazy, type ReactElement, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { ScreenLoader } from '../components/screen-loader';
import { useUser } from '../features/auth/user-store';
import { type PreloadGroup, preloadFor, registerPreload } from '../lib/preload-registry';
import { afterFirstUse, connectionHints, preloadPlan } from './preload-policy';
import { isPatientAccount } from './route-access';

type Audience = Exclude<PreloadGroup, 'anyone'>;

/** The element for a route: the screen's chunk behind a Suspense boundary. */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  exportName: K,
  audience: PreloadGroup,
  /** A layout (the signed-in shell) holds screens: only a screen says it is drawn. */
  kind: 'screen' | 'layout' = 'screen',
): ReactElement {
  const loadOnce = registerPreload(audience, load);
  const screen = lazy<ComponentType>(async () => ({ default: (await loadOnce())[exportName] }));
  return <ScreenSlot screen={screen} kind={kind} preload={audience !== 'anyone'} />;
}

function ScreenSlot({
  screen: Screen,
  kind,
  preload,
}: {
  screen: ComponentType;
  kind: 'screen' | 'layout';
  /**
   * False on the screens open to anyone (a link's, not-found): a patient joining at /join/:code is
   * signed in before the account is a patient's, and must not fetch the clinic's screens.
   */
  preload: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenLoader />}>
        <Screen />
        {kind === 'screen' && <ScreenReadyMark pathname={pathname} />}
        {preload && <PreloadWhenIdle />}
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/**
 * Rendered only once the screen's chunk has loaded and the screen itself rendered (it sits inside
 * the Suspense boundary): a machine-readable "this path's screen is on the page", which the
 * browser journeys wait for instead of a fixed delay. The screen's own data loads announce
 * themselves with `aria-busy`.
 */
function ScreenReadyMark({ pathname }: { pathname: string }) {
  return <span hidden data-screen-ready={pathname} />;
}

const preloadScheduled = new Set<Audience>();

/** Resolves when the browser is next idle (within 2 s at most). */
function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else {
      setTimeout(resolve, 1);
    }
  });
}

/**
 * Who the preload is for: signed out; a patient account (decision 0017), the patient's screens
 * only, never the clinic's; any other signed-in user, the clinic's.
 */
function audienceOf(user: ReturnType<typeof useUser>): Audience | null {
  if (user === undefined) return null;
  if (user === null) return 'signed-out';
  // Not known yet whether the account is a patient's (just signed in): nothing until it is.
  if (user.home === undefined) return null;
  return isPatientAccount(user) ? 'patient' : 'signed-in';
}

/** Inside the Suspense boundary: its effect runs only once the screen itself has rendered. */
function PreloadWhenIdle() {
  const audience = audienceOf(useUser());
  useEffect(() => {
    if (!audience || preloadScheduled.has(audience)) return;
    const plan = preloadPlan(audience === 'signed-out' ? audience : 'signed-in', connectionHints());
    if (plan === 'never') return;
    preloadScheduled.add(audience);
    const preload = () => void preloadFor(audience, nextIdle);
    if (plan === 'when-idle') preload();
    else afterFirstUse(preload);
  }, [audience]);
  return null;
}
