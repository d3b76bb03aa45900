/**
 * Keeps the class being set up on the device (class-draft), so a reload does not lose the list;
 * once anyone is recording, the checkpoints hold the class instead.
 */
import { workspaceStorageKey } from '../../lib/active-workspace';
import { classDraft, draftEntryOf } from './class-draft';
import type { ClassParticipant, ParticipantInit } from './class-participant';
import type { ClassView } from './class-state';

export function createDraftKeeper(
  view: ClassView,
  participants: () => readonly ClassParticipant[],
) {
  const draft = () => classDraft(workspaceStorageKey());
  return {
    save(): void {
      const everyone = participants();
      if (view.get().phase !== 'setup' || everyone.some((p) => p.recording)) return;
      const entries = everyone.map((p) =>
        draftEntryOf({
          patientName: p.init.patientName,
          setup: p.setup,
          sensor: p.sensor,
          limits: p.limits,
          preExerciseBp: p.preExerciseBp,
        }),
      );
      draft().set(entries.length > 0 ? entries : null);
    },
    read: (): ParticipantInit[] => draft().get(),
    /** The class started: its checkpoints take over. */
    forget(): void {
      draft().set(null);
    },
  };
}
