/**
 * The plan a physician signs, as one canonical text: every input of the target — the programme's
 * content, its current prescription (the server's computed target included), the exercise test
 * the prescription is based on and the implanted device's limit — in a fixed key order, so the
 * same plan always hashes the same and any change of it does not. Ids, versions, times and who
 * saved are left out: saving the same plan again is no change. The programme's status is left out
 * too: a discharge ends the plan, it does not change what was signed (issue 34 #9).
 */
import type { Programme } from '../schemas/programme.js';

/** The exercise test's fields the target and safety maximum are computed from. */
const TEST_FIELDS = [
  'restHr',
  'peakHr',
  'vt1Hr',
  'vt2Hr',
  'ischaemicHr',
  'peakMets',
  'peakSbp',
  'onBetaBlocker',
] as const;

/** The assessment stored under the prescription's `basedOn`, as its row holds it. */
export interface BasedOnAssessment {
  kind: string;
  date: string;
  measures: Record<string, unknown>;
}

/** What the plan's target depends on beyond the programme and prescription themselves. */
export interface PlanBasis {
  /** Null when the prescription names no test, or the one it names is gone. */
  basedOn: BasedOnAssessment | null;
  deviceLimitBpm: number | null;
}

/** The test's kind and date, and its heart rates when it is (still) an exercise test. */
function basedOnContent(basedOn: BasedOnAssessment | null) {
  if (basedOn === null) return null;
  const { kind, date, measures } = basedOn;
  if (kind !== 'exercise-test') return { kind, date };
  return { kind, date, ...Object.fromEntries(TEST_FIELDS.map((f) => [f, measures[f] ?? null])) };
}

const programmeContent = (programme: Programme) => ({
  patientId: programme.patientId,
  programmeId: programme.programmeId,
  phase: programme.phase,
  startDate: programme.startDate,
  plannedSessions: programme.plannedSessions,
  sessionsPerWeek: programme.sessionsPerWeek,
  riskClass: programme.riskClass,
});

const prescriptionContent = (p: Programme['prescription']) =>
  p && {
    modality: p.modality,
    minutes: p.minutes,
    intensity: p.intensity,
    basedOn: p.basedOn,
    target: p.target,
    safetyMaxBpm: p.safetyMaxBpm,
  };

/** The plan's text as signatures hash it since hash version 2. */
export function planContentOf(programme: Programme, basis: PlanBasis): string {
  return JSON.stringify({
    ...programmeContent(programme),
    prescription: prescriptionContent(programme.prescription),
    basedOnTest: basedOnContent(basis.basedOn),
    deviceLimitBpm: basis.deviceLimitBpm,
  });
}

/**
 * The recipe of hash version 1, kept to compare signatures stored with it: the status in, the
 * exercise test and device limit out. Do not change it, or those signatures all read "changed".
 */
export function legacyPlanContentOf(programme: Programme): string {
  return JSON.stringify({
    ...programmeContent(programme),
    status: programme.status,
    prescription: prescriptionContent(programme.prescription),
  });
}
