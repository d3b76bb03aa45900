/**
 * The class for React: at once for what the clinician does and for a new alarm; readings at
 * most 4 times a second, as a transition (12 straps at 1 Hz must neither re-render the screen
 * 12 times a second nor block it while the tiles redraw).
 */
import { throttledSubscribe } from '../../lib/throttled-subscribe';
import { useTransitionStore } from '../../lib/use-transition-store';
import { appClass, type ClassState } from './class-store';

const subscribeThrottled = throttledSubscribe(appClass.subscribe, 250);

export function useClassState(): ClassState {
  return useTransitionStore(subscribeThrottled, appClass.getState);
}
