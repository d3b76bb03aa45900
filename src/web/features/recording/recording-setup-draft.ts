/**
 * The recording set-up as chosen so far (patient, activity type, target zone), kept for this tab
 * while the clinician steps away and comes back: on a phone, "Connect a sensor" leaves the form
 * for /connect. In memory through lib's user store, so it goes at sign-out and on a workspace
 * switch (another workspace's patient must not be preselected), and once the recording starts.
 */
import type { ActivityType } from '../../../common/schemas/activity';
import { createUserStore, useUserStore } from '../../lib/user-state';
import type { TargetChoice } from './start-target';

export interface RecordingSetupDraft {
  patientId: string | null;
  /** The activity type picked; null: the default (the prescription's modality, else a walk). */
  type: ActivityType | null;
  /** The target zone picked; null: the default (the prescription's band, else none). */
  choice: TargetChoice | null;
}

export const EMPTY_SETUP_DRAFT: RecordingSetupDraft = {
  patientId: null,
  type: null,
  choice: null,
};

export const recordingSetupDraft = createUserStore<RecordingSetupDraft>(() => EMPTY_SETUP_DRAFT);

/** Changes some of the draft's choices, keeping the others. */
export function updateSetupDraft(change: Partial<RecordingSetupDraft>): void {
  recordingSetupDraft.setState((current) => ({ ...current, ...change }));
}

/** The recording started: the next set-up begins empty. */
export function clearSetupDraft(): void {
  recordingSetupDraft.setState(EMPTY_SETUP_DRAFT);
}

/**
 * The activity type a recording starts with: the clinician's pick, else the modality the
 * patient's prescription sets (a cycle-ergometer plan records a ride), else a walk.
 */
export function setupActivityType(
  picked: ActivityType | null,
  prescribedModality: ActivityType | null | undefined,
): ActivityType {
  return picked ?? prescribedModality ?? 'walk';
}

export const useSetupDraft = (): RecordingSetupDraft => useUserStore(recordingSetupDraft);
