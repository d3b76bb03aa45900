/**
 * What other features use from recording: the banner that offers an unsaved recording back, and
 * for the class the recorder, checkpoints, quick entries and the target-zone helpers.
 */
export { activityInputOf, summaryOf } from './activity-input';
export { ActivityTypeChips } from './activity-type-chips';
export { AlarmWatch } from './alarm-watch';
export { createOutboxRecorder } from './app-recorder';
export { useBorgWords } from './borg-scale';
export {
  type Checkpoint,
  checkpointFrom,
  checkpointOf,
  deleteCheckpoint,
  readCheckpoints,
  writeCheckpoint,
} from './checkpoint';
export { EventItem, EventList, useEventLabel } from './event-list';
export { formatDuration } from './format-time';
export { preExerciseOffer } from './pre-exercise-offer';
export { QuickEntries } from './quick-entries';
export { createRecorder, type Recorder, type RecorderChange } from './recorder';
export {
  activeMs,
  elapsedMs,
  patientSetupOf,
  type QuickEntry,
  type Recording,
  type RecordingSetup,
  reduceRecording,
} from './recording';
export { RECORDING_NS } from './recording-i18n';
export { lastHeartRate } from './recording-samples';
export { ResumeRecordingBanner } from './resume-banner';
export {
  type StartTarget,
  setupTargetOf,
  type TargetChoice,
} from './start-target';
export { startNoteOf, TargetChoiceFields } from './target-choice-fields';
export {
  patientHrMax,
  shownZoneIndex,
  TARGET_RANGES,
  type TargetRangeId,
  targetFor,
  targetPosition,
} from './target-zone';
export { TARGETS_NS } from './targets-i18n';
export { type RecordedEntries, UndoNotice } from './undo-notice';
export { useStartTarget } from './use-start-target';
export { VitalsInput, vitalsEntries, vitalsProblems, vitalsProblemWords } from './vitals-input';
