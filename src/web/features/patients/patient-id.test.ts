import { describe, expect, it } from 'vitest';
import { patientIdSchema } from '../../../common/schemas/patient';
import { generatePatientId } from './patient-id';

describe('generatePatientId', () => {
  it('makes a valid Patient ID of P- and six base32 characters', () => {
    for (let i = 0; i < 200; i++) {
      const id = generatePatientId();
      expect(id).toMatch(/^P-[A-Z2-7]{6}$/);
      expect(patientIdSchema.safeParse(id).success).toBe(true);
    }
  });

  it('spells the random bytes in base32', () => {
    expect(generatePatientId((bytes) => bytes.fill(0))).toBe('P-AAAAAA');
    expect(generatePatientId((bytes) => bytes.fill(63))).toBe('P-777777');
  });
});
