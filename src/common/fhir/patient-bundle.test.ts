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

  it('leaves out observations a session has no data for', () => {
    const empty = makeActivity({ summary: { hrAvg: null } as ActivitySummary, samples: { t: [] } });
    const bundle = buildPatientBundle(patient, [empty], 0);
    expect(bundle.entry).toHaveLength(1);
  });
});

describe('heartRateSeries', () => {
  it('marks seconds before the first reading as E (no data)', () => {
    const activity = makeActivity({ samples: { t: [2000], hr: [90] } });
    expect(heartRateSeries(activity)).toBe('E E 90 90');
  });
});

describe('fhirIdOf', () => {
  it('maps underscores, which FHIR ids do not allow', () => {
    expect(fhirIdOf('a_b.c-1')).toBe('a-b.c-1');
  });
});
