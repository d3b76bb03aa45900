/**
 * The class for React: at once for what the clinician does and for a new alarm, at most 4 times
 * a second for readings (12 straps at 1 Hz must not re-render the screen 12 times a second).
 */
import { useSyncExternalStore } from 'react';
import { throttledSubscribe } from '../../lib/throttled-subscribe';
import { appClass, type ClassState } from './class-store';

const subscribeThrottled = throttledSubscribe(appClass.subscribe, 250);

export function useClassState(): ClassState {
  return useSyncExternalStore(subscribeThrottled, appClass.getState, appClass.getState);
}
