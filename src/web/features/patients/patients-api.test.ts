import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import type { RecordNews } from '../sync';
import { onServerRecord, queueWrite } from '../sync';
import { makePatient } from './patient-factory.test-helpers';
import { patientStore } from './patient-store';
import {
  archivePatient,
  loadPatients,
  readPatientDirectory,
  saveClinicalProfile,
  savePatient,
} from './patients-api';

vi.mock('../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../lib/local-db', async (original) =>
  (await import('../../lib/memory-local-db.test-helpers')).withMemoryLocalDb(await original()),
);
vi.mock('../sync', async (original) => {
  const sync = await original<typeof import('../sync')>();
  return {
    ...sync,
    queueWrite: vi.fn(async () => undefined),
    onServerRecord: vi.fn(sync.onServerRecord),
  };
});

/** What the outbox tells this feature about `patient:<id>` (registered when the module loaded). */
const handler = vi.mocked(onServerRecord).mock.calls.find(([prefix]) => prefix === 'patient:')![1];
const tell = (patientId: string, news: RecordNews) => handler(`patient:${patientId}`, news);
const lastWrite = () => vi.mocked(queueWrite).mock.calls.at(-1)![0];
const input = { patientName: 'Ana Souza', sex: 'female' as const, notes: 'walks daily' };

beforeEach(() => {
  patientStore.clear();
  vi.mocked(queueWrite).mockClear();
});

describe('patient edits and the server version', () => {
  it('edits a patient the server has over its version, and a new one without', async () => {
    patientStore.setPatients([makePatient({ patientId: 'P-1', version: 4 })]);
    await savePatient('P-1', input);
    expect(lastWrite()).toMatchObject({ method: 'PUT', baseVersion: 4 });
    await savePatient('P-2', input);
    expect(lastWrite().baseVersion).toBeUndefined();
    // Made here: version 0 until the server stores it.
    expect(patientStore.getState().patients.find((p) => p.patientId === 'P-2')?.version).toBe(0);
    await archivePatient('P-1');
    expect(lastWrite()).toMatchObject({ method: 'DELETE', baseVersion: 4 });
  });

  it('the next edit names the version the server stored for the last one', async () => {
    patientStore.setPatients([makePatient({ patientId: 'P-1', version: 0 })]);
    tell('P-1', { version: 1 });
    await savePatient('P-1', input);
    expect(lastWrite().baseVersion).toBe(1);
  });

  it('taking theirs replaces this device’s copy, or archives it when theirs is archived', () => {
    patientStore.setPatients([makePatient({ patientId: 'P-1', notes: 'mine', version: 2 })]);
    tell('P-1', { theirs: makePatient({ patientId: 'P-1', notes: 'allergy to X', version: 3 }) });
    expect(patientStore.getState().patients[0]).toMatchObject({
      notes: 'allergy to X',
      version: 3,
    });
    tell('P-1', { theirs: makePatient({ patientId: 'P-1', archivedAt: 5, version: 4 }) });
    expect(patientStore.getState().patients).toEqual([]);
  });
});

describe('the clinical profile', () => {
  const profile = {
    diagnosis: 'Acute MI',
    icd10: 'I21.4',
    eventDate: '2026-01-02',
    procedure: 'PCI',
    lvefPct: 40,
    medications: 'carvedilol',
    betaBlocker: true,
    implantedDevice: 'icd' as const,
    deviceLimitBpm: 150,
    atrialFibrillation: false,
    comorbidities: ['diabetes' as const],
  };

  it('is saved over the version shown with the rest of the patient unchanged, and shown at once', async () => {
    const patient = makePatient({ patientId: 'P-1', notes: 'walks daily', version: 3 });
    patientStore.setPatients([patient]);
    await saveClinicalProfile(patient, profile);
    expect(lastWrite()).toMatchObject({
      method: 'PUT',
      baseVersion: 3,
      body: { patientName: patient.patientName, notes: 'walks daily', clinicalProfile: profile },
    });
    expect(patientStore.getState().patients[0]?.clinicalProfile).toEqual(profile);
  });

  it('stays on this device when the patient form saves without it (the server keeps it too)', async () => {
    patientStore.setPatients([makePatient({ patientId: 'P-1', clinicalProfile: profile })]);
    await savePatient('P-1', input);
    expect(patientStore.getState().patients[0]?.clinicalProfile).toEqual(profile);
  });
});

describe('the patient lists on one load', () => {
  it('reads the active list and the directory with one request', async () => {
    const active = makePatient({ patientId: 'P-1' });
    const archived = makePatient({ patientId: 'P-2', archivedAt: 1_700_000_000_000 });
    vi.mocked(apiRequest).mockResolvedValue({ patients: [active, archived] });

    const [, directory] = await Promise.all([loadPatients(), readPatientDirectory()]);

    expect(vi.mocked(apiRequest).mock.calls.map(([path]) => path)).toEqual([
      '/api/patients?includeArchived=true',
    ]);
    expect(patientStore.getState().patients.map((p) => p.patientId)).toEqual(['P-1']);
    expect(directory?.map((p) => p.patientId)).toEqual(['P-1', 'P-2']);
  });
});
