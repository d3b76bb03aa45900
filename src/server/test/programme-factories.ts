/** Small factories for the rehabilitation programme's bodies (assessments, programmes). */
import type { AssessmentInput } from '../../common/schemas/assessment.js';
import type { PrescriptionInput, ProgrammeInput } from '../../common/schemas/programme.js';

/**
 * The patient: 68, on carvedilol, whose exercise test peaked at 128 bpm (an age formula
 * would put her target at 120–136 bpm, above what her heart reached).
 */
export function makeExerciseTest(
  overrides: Partial<Extract<AssessmentInput, { kind: 'exercise-test' }>> = {},
): AssessmentInput {
  return {
    kind: 'exercise-test',
    date: '2026-10-05',
    restHr: 62,
    peakHr: 128,
    vt1Hr: 98,
    vt2Hr: 115,
    ischaemicHr: null,
    peakMets: 6.2,
    peakSbp: 168,
    onBetaBlocker: true,
    ...overrides,
  };
}

export function makeSixMinuteWalk(
  overrides: Partial<Extract<AssessmentInput, { kind: 'six-minute-walk' }>> = {},
): AssessmentInput {
  return {
    kind: 'six-minute-walk',
    date: '2026-10-06',
    distanceM: 412,
    preHr: 70,
    postHr: 104,
    minSpo2: 94,
    borgDyspnoea: 3,
    borgFatigue: 4.5,
    ...overrides,
  };
}

export function makeProgramme(overrides: Partial<ProgrammeInput> = {}): ProgrammeInput {
  return {
    phase: 2,
    startDate: '2026-10-12',
    plannedSessions: 36,
    sessionsPerWeek: 3,
    riskClass: 'intermediate',
    ...overrides,
  };
}

export function makePrescription(overrides: Partial<PrescriptionInput> = {}): PrescriptionInput {
  return {
    modality: 'treadmill',
    minutes: 30,
    intensity: { method: 'thresholds' },
    basedOn: 'ET-1',
    ...overrides,
  };
}
