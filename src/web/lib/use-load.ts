/** One thing loaded from the API for a screen: loading, ready or failed, with retry. */
import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: unknown };

/**
 * Loads again whenever `key` changes (what is loaded), ignoring answers that arrive for an
 * older key. `replace` swaps in a newer value the screen got otherwise (e.g. after a save).
 */
export function useLoad<T>(key: string, load: (key: string) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is read fresh for each key; `attempt` re-runs it on retry.
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load(key).then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((value: T) => setState({ status: 'ready', value }), []);
  return { state, retry, replace };
}
