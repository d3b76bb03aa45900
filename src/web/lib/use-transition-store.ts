/**
 * A store's state for React where only urgent changes render at once; the others (readings)
 * render as a transition, which React works through in slices of a few milliseconds with input
 * and frames in between. Twelve tiles redrawn together then never hold the main thread for a
 * long task on a slow tablet, and a click or an alarm still goes first.
 */
import { startTransition, useEffect, useState } from 'react';
import type { StoreSubscribe } from './throttled-subscribe';

export function useTransitionStore<T>(subscribe: StoreSubscribe, getState: () => T): T {
  const [state, setState] = useState(getState);
  useEffect(() => {
    const unsubscribe = subscribe((urgent) => {
      if (urgent) setState(getState());
      else startTransition(() => setState(getState()));
    });
    // A change between the first render and this subscription is not lost.
    setState(getState());
    return unsubscribe;
  }, [subscribe, getState]);
  return state;
}
