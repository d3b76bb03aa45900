import { describe, expect, it } from 'vitest';
import {
  FRONT_DESK_PATIENT_KEYS,
  patientInputSchema,
  patientListResponseSchema,
} from './patient.js';

describe("a patient's phone", () => {
  it.each(['(11) 98765-4321', '+55 11 98765 4321', '3333-4444', '+1 212.555.0100'])(
    'takes %s as written',
    (phone) => {
      expect(patientInputSchema.parse({ patientName: 'A', phone }).phone).toBe(phone);
    },
  );

  it.each([
    ['1234567', 'must have 8 to 15 digits'],
    ['+12 3456 7890 1234 56', 'must have 8 to 15 digits'],
    ['call 9876-5432', 'may contain only digits'],
    ['98765-4321 ext 2', 'may contain only digits'],
  ])('refuses %s, naming the rule', (phone, message) => {
    const result = patientInputSchema.safeParse({ patientName: 'A', phone });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['phone']);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('is optional and clearable', () => {
    expect(patientInputSchema.parse({ patientName: 'A' }).phone).toBeUndefined();
    expect(patientInputSchema.parse({ patientName: 'A', phone: null }).phone).toBeNull();
  });
});

describe('the patient list response', () => {
  it("reads the front desk's names-only patients as patients with nothing of their record", () => {
    const entry = { patientId: 'FD-1', patientName: 'Maria Recepção', phone: '+55 11 3333-4444' };
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
