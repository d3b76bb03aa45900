/**
 * The class's 1 s tick, running while anyone is in the class: it drives every participant's
 * alarms (a lost signal raises its alarm with no reading to trigger it) and redraws a tile whose
 * signal went stale or quiet with time alone.
 */
import type { ClassParticipant } from './class-participant';
import type { ClassView } from './class-state';
import { freshnessNow } from './tile-view';

const TICK_MS = 1000;

export function createClassTicker(
  now: () => number,
  participants: () => readonly ClassParticipant[],
  view: ClassView,
) {
  let ticker: ReturnType<typeof setInterval> | null = null;

  const tick = () => {
    const at = now();
    const shown = new Map(view.get().tiles.map((tile) => [tile.id, tile]));
    for (const p of participants()) {
      p.tick(at);
      // Only a tile whose signal went stale or quiet changes with time alone.
      if (shown.get(p.id)?.freshness !== freshnessNow(p, at)) view.markChanged(p.id);
    }
    if (view.hasChanges()) view.publish({}, false);
  };

  return {
    set(on: boolean): void {
      if (on && ticker === null) {
        ticker = setInterval(tick, TICK_MS);
      } else if (!on && ticker !== null) {
        clearInterval(ticker);
        ticker = null;
      }
    },
  };
}
