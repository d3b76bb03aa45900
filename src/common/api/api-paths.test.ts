import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiRoutes } from './api-paths.js';

describe('apiPaths', () => {
  it('builds each URL from the pattern the server registers', () => {
    expect(apiPaths.patient('P-1')).toBe(apiRoutes.patient.replace(':patientId', 'P-1'));
    expect(apiPaths.patientFhir('P-1')).toBe('/api/patients/P-1/fhir');
    expect(apiPaths.patientAssessments('P-1', 'vitals')).toBe(
      '/api/patients/P-1/assessments?kind=vitals',
    );
    expect(apiPaths.patientAssessment('P 1', 'a/1')).toBe('/api/patients/P%201/assessments/a%2F1');
    expect(apiPaths.programmePrescription('P-1', 'PR-1')).toBe(
      '/api/patients/P-1/programmes/PR-1/prescription',
    );
    expect(apiPaths.programmePrescriptions('P-1', 'PR-1')).toBe(
      '/api/patients/P-1/programmes/PR-1/prescriptions',
    );
    expect(apiPaths.activity('0b6c1d5e-0000-4000-8000-000000000000')).toBe(
      '/api/activities/0b6c1d5e-0000-4000-8000-000000000000',
    );
    expect(apiPaths.me()).toBe('/api/me');
    expect(apiPaths.export()).toBe('/api/export');
    expect(apiPaths.config()).toBe('/api/config');
    expect(apiPaths.health()).toBe('/api/health');
    expect(apiPaths.healthLive()).toBe('/api/health/live');
    expect(apiPaths.auth.signIn).toBe('/api/auth/sign-in/email');
  });

  it('keeps any id inside its one path segment', () => {
    expect(apiPaths.patient('a/b c?d#')).toBe('/api/patients/a%2Fb%20c%3Fd%23');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const path = apiPaths.patientFhir(id);
        const [, , , segment, rest] = path.split('/');
        expect(decodeURIComponent(segment!)).toBe(id);
        expect(rest).toBe('fhir');
      }),
    );
  });

  it('asks for archived patients only when told to', () => {
    expect(apiPaths.patients()).toBe('/api/patients');
    expect(apiPaths.patients({ includeArchived: false })).toBe('/api/patients');
    expect(apiPaths.patients({ includeArchived: true })).toBe('/api/patients?includeArchived=true');
  });

  it('puts the trend in the user’s time zone', () => {
    expect(apiPaths.patientTrend('P 1', 'America/Sao_Paulo')).toBe(
      '/api/patients/P%201/trend?timeZone=America%2FSao_Paulo',
    );
  });

  it('sends the history filters that are set, limit first and cursor last', () => {
    expect(apiPaths.activities()).toBe('/api/activities');
    expect(apiPaths.activities({ limit: 50, cursor: null })).toBe('/api/activities?limit=50');
    expect(
      apiPaths.activities({
        cursor: 'eyJ0Ijo+MX0=',
        to: 2000,
        from: 1000,
        type: 'walk',
        patientId: 'A&B',
        limit: 20,
      }),
    ).toBe(
      '/api/activities?limit=20&patientId=A%26B&type=walk&from=1000&to=2000&cursor=eyJ0Ijo%2BMX0%3D',
    );
  });

  it('asks for the audit trail with the filters that are set, and a session read for a purpose', () => {
    expect(apiPaths.audit()).toBe('/api/audit');
    expect(apiPaths.audit({ patientId: 'P-1', from: 1000 }, { limit: 20, cursor: 'a+b' })).toBe(
      '/api/audit?patientId=P-1&from=1000&limit=20&cursor=a%2Bb',
    );
    expect(apiPaths.auditCsv({ actorId: 'u 1', action: 'activity.read', to: 5 })).toBe(
      '/api/audit.csv?actorId=u+1&action=activity.read&to=5',
    );
    const id = '0b6c1d5e-0000-4000-8000-000000000000';
    expect(apiPaths.activity(id, 'csv')).toBe(`/api/activities/${id}?purpose=csv`);
  });
});
