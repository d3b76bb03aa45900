import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Patient } from '../../../common/schemas/patient';
import { apiRequest } from '../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { queryClient } from '../../lib/server-state';
import { knownPatient } from '../patients';
import { onServerRecord, queueWrite, type RecordNews, unsyncedPuts } from '../sync';
import { readProgrammeRecords } from './programme-records';
import {
  makeExerciseTest,
  makePrescription,
  makeProgramme,
} from './programme-records.test-helpers';
import { programmeRecordsStore } from './programme-records-store';
import { saveAssessment, savePrescription, saveProgramme } from './programme-writes';
import { activeProgrammeOf } from './use-programme-records';

vi.mock('../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../lib/local-db', async (original) =>
  (await import('../../lib/memory-local-db.test-helpers')).withMemoryLocalDb(await original()),
);
vi.mock('../auth', () => ({
  storedUser: { get: () => ({ id: 'u-1', name: 'Nurse Ana', email: 'ana@example.com' }) },
}));
vi.mock('../patients', () => ({ knownPatient: vi.fn() }));
vi.mock('../sync', async (original) => {
  const sync = await original<typeof import('../sync')>();
  return {
    ...sync,
    queueWrite: vi.fn(),
    unsyncedPuts: vi.fn(),
    onServerRecord: vi.fn(sync.onServerRecord),
  };
});

/** What the fake outbox holds: the writes queued, unsynced until a test says otherwise. */
let queued: { entityKey: string; body: unknown; queuedAt: number }[] = [];
/** The fake server's answers by path; a path it lacks answers 404. */
let server: Record<string, unknown> = {};
let online = true;

const lastWrite = () => vi.mocked(queueWrite).mock.calls.at(-1)![0];
const tell = (prefix: string, key: string, news: RecordNews) =>
  vi
    .mocked(onServerRecord)
    .mock.calls.find(([p]) => p === prefix)![1](`${prefix}${key}`, news);

function serverWith(programmes = [makeProgramme()], assessments: unknown[] = [makeExerciseTest()]) {
  server = {
    '/api/patients/P-1/programmes': { programmes },
    '/api/patients/P-1/assessments': { assessments },
    '/api/patients/P-1/programmes/R-1/prescriptions': { prescriptions: [makePrescription()] },
    '/api/patients/P-1/programmes/R-1/reviews': { reviews: [], planSha256: 'abc' },
  };
}

/** Reads the records as the chart's query does and shows them; answers why a read failed. */
async function load(patientId: string): Promise<unknown> {
  try {
    programmeRecordsStore.set(patientId, await readProgrammeRecords(patientId));
    return null;
  } catch (error) {
    return error;
  }
}

beforeEach(() => {
  queryClient.clear();
  queued = [];
  online = true;
  serverWith();
  vi.mocked(queueWrite).mockReset();
  vi.mocked(queueWrite).mockImplementation(async (write) => {
    queued.push({ entityKey: write.entityKey, body: write.body, queuedAt: 5 });
  });
  vi.mocked(unsyncedPuts).mockImplementation(async (prefix) =>
    queued.filter((q) => q.entityKey.startsWith(prefix)).map((q) => ({ ...q, rejected: false })),
  );
  vi.mocked(knownPatient).mockReturnValue(undefined);
  vi.mocked(apiRequest).mockImplementation(async (path: string) => {
    if (!online) throw new ApiError(NETWORK_ERROR_STATUS, 'network_error', 'offline');
    if (!(path in server)) throw new ApiError(404, 'not_found', 'Not found');
    return server[path] as never;
  });
});

describe('reading a patient’s programme records', () => {
  it('shows the programme, its prescription with the server’s target, versions and reviews', async () => {
    await load('P-1');
    const records = programmeRecordsStore.get('P-1')!;
    expect(records.status).toBe('ready');
    expect(records.assessments.map((a) => a.assessmentId)).toEqual(['T-1']);
    const active = activeProgrammeOf(records);
    expect(active.programme?.programmeId).toBe('R-1');
    expect(active.prescription).toMatchObject({
      target: { lowBpm: 100, highBpm: 125 },
      safetyMaxBpm: 128,
      unsynced: false,
    });
    expect(active.prescriptions).toHaveLength(1);
    expect(active.reviews?.planSha256).toBe('abc');
  });

  it('offline, shows the copy kept on this device from the last read', async () => {
    await load('P-1');
    queryClient.clear();
    online = false;
    await load('P-1');
    const records = programmeRecordsStore.get('P-1')!;
    expect(records.status).toBe('ready');
    expect(activeProgrammeOf(records).prescription?.target).toEqual({ lowBpm: 100, highBpm: 125 });
  });

  it('offline with no copy kept, says why it failed', async () => {
    online = false;
    const error = await load('P-9');
    expect(programmeRecordsStore.get('P-9')).toBeUndefined();
    expect((error as ApiError).status).toBe(NETWORK_ERROR_STATUS);
  });

  it('a role refused clinical records (front desk) reads as an error, not as no records', async () => {
    vi.mocked(apiRequest).mockRejectedValue(new ApiError(403, 'forbidden', 'No access'));
    expect(((await load('P-1')) as ApiError).status).toBe(403);
  });
});

describe('writing programme records through the outbox', () => {
  it('a new assessment is created only (If-None-Match) and shows at once as unsynced', async () => {
    await load('P-1');
    await saveAssessment('P-1', 'W-1', {
      kind: 'six-minute-walk',
      date: '2026-01-11',
      distanceM: 420,
    });
    expect(lastWrite()).toMatchObject({
      entityKey: 'assessment:P-1/W-1',
      method: 'PUT',
      path: '/api/patients/P-1/assessments/W-1',
      createOnly: true,
      patientId: 'P-1',
    });
    expect(lastWrite().baseVersion).toBeUndefined();
    const shown = programmeRecordsStore.get('P-1')!.assessments;
    expect(shown.map((a) => [a.assessmentId, a.unsynced])).toEqual([
      ['W-1', true],
      ['T-1', false],
    ]);
    expect(shown[0]).toMatchObject({ distanceM: 420, by: { name: 'Nurse Ana' }, version: 0 });
  });

  it('an edit names the version it was made from, and the one the server stored next', async () => {
    await load('P-1');
    await saveAssessment('P-1', 'T-1', { ...makeExerciseTest(), peakHr: 130 });
    expect(lastWrite()).toMatchObject({ baseVersion: 1 });
    expect(lastWrite().createOnly).toBeUndefined();
    tell('assessment:', 'P-1/T-1', { version: 2 });
    await saveAssessment('P-1', 'T-1', { ...makeExerciseTest(), peakHr: 131 });
    expect(lastWrite()).toMatchObject({ baseVersion: 2 });
    await saveProgramme('P-1', 'R-1', { ...makeProgramme(), plannedSessions: 24 });
    expect(lastWrite()).toMatchObject({ entityKey: 'programme:P-1/R-1', baseVersion: 2 });
  });

  it('a form’s invalid body is refused before queueing, naming the field', async () => {
    await expect(
      saveAssessment('P-1', 'V-1', { kind: 'vitals', date: '2026-01-11', sbp: 80, dbp: 90 }),
    ).rejects.toThrow(/dbp/);
    expect(queueWrite).not.toHaveBeenCalled();
  });

  it('a prescription saved offline shows the target the server will compute, capped by the ICD', async () => {
    vi.mocked(knownPatient).mockReturnValue({
      patientId: 'P-1',
      clinicalProfile: {
        diagnosis: 'MI',
        icd10: 'I21.4',
        eventDate: null,
        procedure: '',
        lvefPct: 35,
        medications: 'carvedilol',
        betaBlocker: true,
        implantedDevice: 'icd',
        deviceLimitBpm: 130,
        atrialFibrillation: false,
        comorbidities: [],
      },
    } as Partial<Patient> as Patient);
    await load('P-1');
    online = false;
    await savePrescription('P-1', 'R-1', {
      modality: 'cycle',
      minutes: 40,
      intensity: { method: 'thresholds' },
      basedOn: 'T-1',
    });
    expect(lastWrite()).toMatchObject({
      entityKey: 'prescription:P-1/R-1',
      path: '/api/patients/P-1/programmes/R-1/prescription',
      baseVersion: 1,
    });
    const active = activeProgrammeOf(programmeRecordsStore.get('P-1')!);
    // VT1–VT2 = 100–125; safety max = min(peak 128, ICD 130 − 10) = 120, so the high is clipped.
    expect(active.prescription).toMatchObject({
      version: 2,
      modality: 'cycle',
      target: { lowBpm: 100, highBpm: 120 },
      safetyMaxBpm: 120,
      highClipped: true,
      unsynced: true,
    });
    expect(active.prescriptions.map((p) => p.version)).toEqual([2, 1]);
  });

  it('a programme made offline shows as the active one before the server has it', async () => {
    serverWith([], []);
    await load('P-1');
    await saveProgramme('P-1', 'R-2', {
      phase: 2,
      startDate: '2026-02-01',
      plannedSessions: 36,
      sessionsPerWeek: 3,
      riskClass: 'high',
    });
    expect(lastWrite()).toMatchObject({ createOnly: true });
    const active = activeProgrammeOf(programmeRecordsStore.get('P-1')!);
    expect(active.programme).toMatchObject({
      programmeId: 'R-2',
      riskClass: 'high',
      unsynced: true,
    });
  });

  it('taking the server’s side of a conflict replaces this device’s assessment', async () => {
    await load('P-1');
    tell('assessment:', 'P-1/T-1', { theirs: makeExerciseTest({ peakHr: 140, version: 3 }) });
    expect(programmeRecordsStore.get('P-1')!.assessments[0]).toMatchObject({
      peakHr: 140,
      version: 3,
    });
  });
});
