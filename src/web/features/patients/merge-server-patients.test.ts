import { describe, expect, it } from 'vitest';
import { mergeServerPatients } from './merge-server-patients';
import { makePatient } from './patient-factory.test-helpers';

const ids = (patients: { patientId: string; patientName: string }[]) =>
  patients.map((patient) => `${patient.patientId} ${patient.patientName}`);

describe('merging the API list with unsynced local writes', () => {
  it('keeps a patient added offline that the server has not received yet', () => {
    const server = [makePatient({ patientId: 'A', patientName: 'Ana' })];
    const local = [...server, makePatient({ patientId: 'N', patientName: 'Nova' })];
    expect(
      ids(mergeServerPatients(server, local, new Map([['patient:N', 'PUT' as const]]))),
    ).toEqual(['A Ana', 'N Nova']);
  });

  it('keeps the local edit over the older server copy, and hides one archived offline', () => {
    const server = [
      makePatient({ patientId: 'A', patientName: 'Ana' }),
      makePatient({ patientId: 'B', patientName: 'Bia' }),
    ];
    const local = [makePatient({ patientId: 'A', patientName: 'Ana Lima' })];
    const merged = mergeServerPatients(
      server,
      local,
      new Map([
        ['patient:A', 'PUT' as const],
        ['patient:B', 'DELETE' as const],
      ]),
    );
    expect(ids(merged)).toEqual(['A Ana Lima']);
  });

  it('takes the server list as it is when nothing is unsynced', () => {
    const server = [makePatient({ patientId: 'A', patientName: 'Ana' })];
    const local = [makePatient({ patientId: 'Z', patientName: 'Stale' })];
    expect(ids(mergeServerPatients(server, local, new Map()))).toEqual(['A Ana']);
  });

  it('keeps the server copy of a patient saved here but not yet sent, when the local list was wiped', () => {
    const server = [makePatient({ patientId: 'A', patientName: 'Ana' })];
    expect(ids(mergeServerPatients(server, [], new Map([['patient:A', 'PUT' as const]])))).toEqual([
      'A Ana',
    ]);
  });
});
