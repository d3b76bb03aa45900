import { describe, expect, it } from 'vitest';
import { FRONT_DESK_PATIENT_KEYS, patientListResponseSchema } from './patient.js';

describe('the patient list response', () => {
  it("reads the front desk's names-only patients as patients with nothing of their record", () => {
    const entry = { patientId: 'FD-1', patientName: 'Maria Recepção' };
    expect(Object.keys(entry)).toEqual([...FRONT_DESK_PATIENT_KEYS]);
    const { patients } = patientListResponseSchema.parse({ patients: [entry] });
    expect(patients[0]).toMatchObject({
      ...entry,
      birthDate: null,
      sex: 'unknown',
      restingHr: null,
      notes: '',
      archivedAt: null,
      version: 1,
    });
  });

  it('still refuses a patient without a name', () => {
    expect(() => patientListResponseSchema.parse({ patients: [{ patientId: 'FD-1' }] })).toThrow();
  });
});
