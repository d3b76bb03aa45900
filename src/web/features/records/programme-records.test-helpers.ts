/** Test data for the chart: a programme, an exercise test, a prescription, valid as the server's. */
import type { Assessment } from '../../../common/schemas/assessment';
import type { Prescription, Programme } from '../../../common/schemas/programme';

const by = { id: 'u-1', name: 'Nurse Ana', email: 'ana@example.com' };

type ExerciseTestRecord = Extract<Assessment, { kind: 'exercise-test' }>;

export function makeExerciseTest(overrides: Partial<ExerciseTestRecord> = {}): ExerciseTestRecord {
  return {
    kind: 'exercise-test',
    assessmentId: 'T-1',
    patientId: 'P-1',
    date: '2026-01-10',
    notes: '',
    restHr: 70,
    peakHr: 128,
    vt1Hr: 100,
    vt2Hr: 125,
    ischaemicHr: null,
    peakMets: 6,
    peakSbp: 170,
    onBetaBlocker: true,
    by,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    version: 1,
    ...overrides,
  };
}

export function makePrescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    modality: 'treadmill',
    minutes: 30,
    intensity: { method: 'thresholds' },
    basedOn: 'T-1',
    version: 1,
    target: { lowBpm: 100, highBpm: 125 },
    safetyMaxBpm: 128,
    highClipped: false,
    createdAt: 1_700_000_000_000,
    createdBy: by,
    ...overrides,
  };
}

export function makeProgramme(overrides: Partial<Programme> = {}): Programme {
  return {
    programmeId: 'R-1',
    patientId: 'P-1',
    phase: 2,
    startDate: '2026-01-12',
    plannedSessions: 36,
    sessionsPerWeek: 3,
    riskClass: 'intermediate',
    status: 'active',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    version: 2,
    updatedBy: by,
    prescription: makePrescription(),
    targetOutdated: false,
    ...overrides,
  };
}
