/**
 * How the class hears from each participant: a strap seen goes to the registry, a change redraws
 * the tile (and, when the clinician made it, keeps the set-up draft), a new alarm goes to the
 * screen's listeners, which sound and vibrate for it.
 */
import { workspaceStorageKey } from '../../lib/active-workspace';
import type { ParticipantEvents } from './class-participant';
import type { ClassView } from './class-state';
import { strapRegistry, withPairing } from './sensor-registry';
import type { ClassAlarm } from './tile-view';

export function createParticipantEvents(now: () => number, view: ClassView, saveDraft: () => void) {
  const alarmListeners = new Set<(alarm: ClassAlarm) => void>();

  const events: ParticipantEvents = {
    onStrapSeen(p, strap) {
      const registry = strapRegistry(workspaceStorageKey());
      registry.set(withPairing(registry.get(), { ...strap, patientId: p.id, lastSeenAt: now() }));
    },
    onChange(p, urgent = false) {
      view.markChanged(p.id);
      // Urgent: the clinician changed something (a strap chosen, limits), worth keeping.
      if (urgent) saveDraft();
      view.publish({}, urgent);
    },
    onAlarm(p, alarm) {
      view.markChanged(p.id);
      for (const listener of alarmListeners) {
        listener({ participantId: p.id, patientName: p.init.patientName, alarm });
      }
    },
  };

  return {
    events,
    /** Every new alarm, once: the screen sounds and vibrates for it. */
    onAlarm(listener: (alarm: ClassAlarm) => void): () => void {
      alarmListeners.add(listener);
      return () => alarmListeners.delete(listener);
    },
  };
}
