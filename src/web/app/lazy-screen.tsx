/**
 * Every screen is its own chunk. Once the first screen has rendered and the browser is idle,
 * all chunks are fetched, so later navigation (even offline) loads nothing more.
 */
import { type ComponentType, lazy, type ReactElement, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { ScreenLoader } from '../components/screen-loader';

const loaders: (() => Promise<unknown>)[] = [];

/** Shares one import between the preloader and React.lazy; a failed import is retried later. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** The element for a route: the screen's chunk behind a Suspense boundary. */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  exportName: K,
): ReactElement {
  const loadOnce = once(load);
  loaders.push(loadOnce);
  const screen = lazy<ComponentType>(async () => ({ default: (await loadOnce())[exportName] }));
  return <ScreenSlot screen={screen} />;
}

function ScreenSlot({ screen: Screen }: { screen: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenLoader />}>
        <Screen />
        <PreloadWhenIdle />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

let preloadScheduled = false;

function preloadAllScreens(): void {
  for (const load of loaders) load().catch(() => undefined);
}

/** Inside the Suspense boundary: its effect runs only once the screen itself has rendered. */
function PreloadWhenIdle() {
  useEffect(() => {
    if (preloadScheduled) return;
    preloadScheduled = true;
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(preloadAllScreens, { timeout: 2000 });
    } else {
      setTimeout(preloadAllScreens, 1);
    }
  }, []);
  return null;
}
