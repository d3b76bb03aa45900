import { describe, expect, it } from 'vitest';
import type { Activity } from '../schemas/activity.js';
import type { ActivitySummary } from '../schemas/activity-summary.js';
import type { Patient } from '../schemas/patient.js';
import { fhirBundleSchema } from './fhir-types.js';
import { buildPatientBundle, fhirIdOf, heartRateSeries } from './patient-bundle.js';

const patient: Patient = {
  patientId: 'REC_001',
  patientName: 'Maria Conceição',
  birthDate: '1958-04-12',
  sex: 'female',
  restingHr: 68,
  notes: '',
  archivedAt: null,
  createdAt: 0,
  updatedAt: 0,
  version: 1,
};

const summary = { hrAvg: 101.5 } as ActivitySummary;

function makeActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    activityId: '6f1c0a52-4c1e-4bb8-9d55-5d2f3e1b2a10',
    patientId: 'REC_001',
    type: 'walk',
    startedAt: Date.UTC(2026, 10, 2, 13, 0, 0),
    endedAt: Date.UTC(2026, 10, 2, 13, 0, 4),
    timestamp: Date.UTC(2026, 10, 2, 13, 1, 0),
    device: null,
    hrMaxBpm: null,
    restingHr: null,
    notes: '',
    summary,
    createdAt: 0,
    updatedAt: 0,
    deletedAt: null,
    version: 1,
    samples: { t: [0, 1500, 2500], hr: [100, null, 103] },
    events: [],
    ...overrides,
  };
}

describe('buildPatientBundle', () => {
  it('holds the Patient and a mean-HR and a series Observation per session, valid FHIR R4 shape', () => {
    const bundle = buildPatientBundle(patient, [makeActivity()], Date.UTC(2026, 10, 3));
    expect(fhirBundleSchema.safeParse(bundle).success).toBe(true);
    const [first, mean, series] = bundle.entry.map((e) => e.resource);
    expect(first).toMatchObject({
      resourceType: 'Patient',
      id: 'REC-001',
      gender: 'female',
      birthDate: '1958-04-12',
    });
    expect(mean).toMatchObject({
      resourceType: 'Observation',
      code: { coding: [{ system: 'http://loinc.org', code: '8867-4' }] },
      subject: { reference: 'Patient/REC-001' },
      valueQuantity: { value: 101.5, code: '/min', system: 'http://unitsofmeasure.org' },
      effectivePeriod: { start: '2026-11-02T13:00:00.000Z', end: '2026-11-02T13:00:04.000Z' },
    });
    expect(series).toMatchObject({
      valueSampledData: { period: 1000, dimensions: 1, data: '100 100 100 103' },
    });
  });

  it("carries the patient's phone as telecom, and none when there is none", () => {
    const withPhone = buildPatientBundle({ ...patient, phone: '(11) 98765-4321' }, [], 0);
    expect(fhirBundleSchema.safeParse(withPhone).success).toBe(true);
    expect(withPhone.entry[0]?.resource).toMatchObject({
      telecom: [{ system: 'phone', value: '(11) 98765-4321' }],
    });
    const without = buildPatientBundle({ ...patient, phone: null }, [], 0);
    expect(without.entry[0]?.resource).not.toHaveProperty('telecom');
  });

  it('leaves out observations a session has no data for, keeping the session', () => {
    const empty = makeActivity({ summary: { hrAvg: null } as ActivitySummary, samples: { t: [] } });
    const bundle = buildPatientBundle(patient, [empty], 0);
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual(['Patient', 'Encounter']);
  });

  it('marks each session as a home-health or ambulatory Encounter its readings name', () => {
    const home = makeActivity({ setting: 'home' });
    const clinic = makeActivity({ activityId: '6f1c0a52-4c1e-4bb8-9d55-5d2f3e1b2a11' });
    const bundle = buildPatientBundle(patient, [home, clinic], Date.UTC(2026, 10, 3));
    expect(fhirBundleSchema.safeParse(bundle).success).toBe(true);
    const encounters = bundle.entry
      .map((e) => e.resource)
      .filter((r) => r.resourceType === 'Encounter');
    const actCode = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
    expect(encounters).toEqual([
      {
        resourceType: 'Encounter',
        id: home.activityId,
        status: 'finished',
        class: { system: actCode, code: 'HH', display: 'home health' },
        subject: { reference: 'Patient/REC-001' },
        period: { start: '2026-11-02T13:00:00.000Z', end: '2026-11-02T13:00:04.000Z' },
      },
      expect.objectContaining({
        id: clinic.activityId,
        class: { system: actCode, code: 'AMB', display: 'ambulatory' },
      }),
    ]);
    expect(bundle.entry[1]?.resource).toMatchObject({
      encounter: { reference: `Encounter/${home.activityId}` },
    });
  });
});

describe('heartRateSeries', () => {
  it('marks seconds before the first reading as E (no data)', () => {
    const activity = makeActivity({ samples: { t: [2000], hr: [90] } });
    expect(heartRateSeries(activity)).toBe('E E 90 90');
  });

  it('stops at a day for a row stored before the 24 h limit (it once built 253 billion values)', () => {
    const legacy = makeActivity({ startedAt: 0, endedAt: 253_370_764_800_000 });
    expect(heartRateSeries(legacy).split(' ')).toHaveLength(86_400);
  });
});

describe('bundle limits', () => {
  const day = (n: number) => Date.UTC(2026, 0, n, 9);
  const sessions = [1, 2, 3].map((n, i) =>
    makeActivity({
      activityId: `6f1c0a52-4c1e-4bb8-9d55-5d2f3e1b2a1${i}`,
      startedAt: day(n),
      endedAt: day(n) + 10_000,
    }),
  );

  it('gives the newest sessions their series first and keeps every mean within the budget', () => {
    const bundle = buildPatientBundle(patient, sessions, day(4), 25);
    const ids = bundle.entry
      .map((e) => e.resource)
      .flatMap((r) => (r.resourceType === 'Observation' ? [r.id] : []));
    expect(ids.filter((id) => id.endsWith('-series'))).toEqual([
      `${sessions[1]!.activityId}-series`,
      `${sessions[2]!.activityId}-series`,
    ]);
    expect(ids.filter((id) => /^[0-9a-f-]{36}$/.test(id))).toHaveLength(3);
  });

  it('dates a row stored past what a Date holds at the last valid instant, not a throw', () => {
    const legacy = makeActivity({ startedAt: 9e15, endedAt: 9e15 + 1000 });
    const bundle = buildPatientBundle(patient, [legacy], day(4));
    expect(bundle.entry[1]!.resource).toMatchObject({
      effectivePeriod: { start: '+275760-09-13T00:00:00.000Z' },
    });
  });
});

describe('fhirIdOf', () => {
  it('maps underscores, which FHIR ids do not allow', () => {
    expect(fhirIdOf('a_b.c-1')).toBe('a-b.c-1');
  });
});
