import { describe, expect, it } from 'vitest';
import { makePatient } from './patient-factory.test-helpers';
import { createPatientStore, everyPatientOf } from './patient-store';

describe('patient store', () => {
  it('upserting an existing patientId replaces it in place', () => {
    const store = createPatientStore();
    store.setPatients([makePatient({ patientId: 'A' }), makePatient({ patientId: 'B' })]);
    store.upsert(makePatient({ patientId: 'A', patientName: 'Ana Lima' }));
    const { patients } = store.getState();
    expect(patients.map((p) => [p.patientId, p.patientName])).toEqual([
      ['A', 'Ana Lima'],
      ['B', 'Ana Souza'],
    ]);
  });

  it('upserting a new patientId appends it', () => {
    const store = createPatientStore();
    store.setPatients([makePatient({ patientId: 'A' })]);
    store.upsert(makePatient({ patientId: 'C', patientName: 'Caio' }));
    expect(store.getState().patients.map((p) => p.patientId)).toEqual(['A', 'C']);
  });

  it('archiving hides the patient and drops it from the dictionary', () => {
    const store = createPatientStore();
    store.setPatients([makePatient({ patientId: 'A' }), makePatient({ patientId: 'B' })]);
    store.archive('A', 1);
    expect(store.getState().patients.map((p) => p.patientId)).toEqual(['B']);
    expect(store.getState().patientNames).toEqual({ B: 'Ana Souza' });
  });

  it('an upserted patient that comes back archived leaves the list', () => {
    const store = createPatientStore();
    store.setPatients([makePatient({ patientId: 'A' })]);
    store.upsert(makePatient({ patientId: 'A', archivedAt: 1 }));
    expect(store.getState().patients).toEqual([]);
  });

  it('keeps the patientId → patientName dictionary in step with every change', () => {
    const store = createPatientStore();
    store.setPatients([makePatient({ patientId: 'A', patientName: 'Ana' })]);
    expect(store.getState().patientNames).toEqual({ A: 'Ana' });
    store.upsert(makePatient({ patientId: 'B', patientName: 'Bruno' }));
    store.upsert(makePatient({ patientId: 'A', patientName: 'Ana Maria' }));
    expect(store.getState().patientNames).toEqual({ A: 'Ana Maria', B: 'Bruno' });
  });

  it('tells subscribers about changes and forgets everything on clear', () => {
    const store = createPatientStore();
    let calls = 0;
    store.subscribe(() => calls++);
    store.setPatients([makePatient()]);
    store.clear();
    expect(calls).toBe(2);
    expect(store.getState()).toMatchObject({ status: 'idle', patients: [], patientNames: {} });
  });

  it('names archived patients from the directory, the active list winning for fresher names', () => {
    const store = createPatientStore();
    store.setPatients([makePatient({ patientId: 'A', patientName: 'Ana Maria' })]);
    store.setDirectory([
      makePatient({ patientId: 'A', patientName: 'Ana' }),
      makePatient({ patientId: 'OLD', patientName: 'Olga', archivedAt: 5 }),
    ]);
    expect(store.getState().patientNames).toEqual({ A: 'Ana Maria', OLD: 'Olga' });
  });

  it('archiving keeps the patient in the directory, so past activities keep their name', () => {
    const store = createPatientStore();
    const ana = makePatient({ patientId: 'A', patientName: 'Ana' });
    store.setPatients([ana]);
    store.setDirectory([ana]);
    store.archive('A', 99);
    expect(store.getState().patients).toEqual([]);
    expect(store.getState().directory).toEqual([{ ...ana, archivedAt: 99 }]);
    expect(store.getState().patientNames).toEqual({ A: 'Ana' });
  });

  it('a saved patient joins the directory once it is loaded, and only then', () => {
    const store = createPatientStore();
    store.upsert(makePatient({ patientId: 'A' }));
    expect(store.getState().directory).toBeNull();
    store.setDirectory([]);
    store.upsert(makePatient({ patientId: 'B', patientName: 'Bia' }));
    expect(store.getState().directory?.map((p) => p.patientId)).toEqual(['B']);
  });

  it('lists a patient added offline beside a directory read from the cache that lacks them', () => {
    const ana = makePatient({ patientId: 'A', patientName: 'Ana' });
    const olga = makePatient({ patientId: 'OLD', patientName: 'Olga', archivedAt: 5 });
    const rosa = makePatient({ patientId: 'R', patientName: 'Rosa', version: 0 });
    const renamed = { ...ana, patientName: 'Ana Maria' };
    const every = everyPatientOf([renamed, rosa], [ana, olga]);
    expect(every.map((p) => [p.patientId, p.patientName])).toEqual([
      ['A', 'Ana Maria'],
      ['OLD', 'Olga'],
      ['R', 'Rosa'],
    ]);
    expect(everyPatientOf([rosa], null)).toEqual([rosa]);
  });

  it('names a patient added offline after the cached directory replaced the one in memory', () => {
    const store = createPatientStore();
    store.setDirectory([makePatient({ patientId: 'A', patientName: 'Ana' })]);
    store.upsert(makePatient({ patientId: 'R', patientName: 'Rosa', version: 0 }));
    // Offline, the directory is read again from its cache, which never listed Rosa.
    store.setDirectory([makePatient({ patientId: 'A', patientName: 'Ana' })]);
    expect(store.getState().patientNames).toEqual({ A: 'Ana', R: 'Rosa' });
  });
});
