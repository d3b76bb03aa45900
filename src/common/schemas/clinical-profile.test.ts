import { describe, expect, it } from 'vitest';
import {
  clinicalProfileFromStored,
  clinicalProfileSchema,
  storedClinicalProfile,
} from './clinical-profile.js';

describe('the atrial-fibrillation flag of the clinical profile (issue 34)', () => {
  it('is false unless sent', () => {
    expect(clinicalProfileSchema.parse({}).atrialFibrillation).toBe(false);
    expect(clinicalProfileSchema.parse({ atrialFibrillation: true }).atrialFibrillation).toBe(true);
  });

  it('stores as before when false, so a profile saved before the flag is a replay', () => {
    const before =
      '{"diagnosis":"","icd10":null,"eventDate":null,"procedure":"","lvefPct":null,' +
      '"medications":"","betaBlocker":false,"implantedDevice":"none","deviceLimitBpm":null,' +
      '"comorbidities":[]}';
    expect(storedClinicalProfile(clinicalProfileSchema.parse({}))).toBe(before);
    expect(clinicalProfileFromStored(before).atrialFibrillation).toBe(false);
  });

  it('a stored flag reads back', () => {
    const stored = storedClinicalProfile(clinicalProfileSchema.parse({ atrialFibrillation: true }));
    expect(clinicalProfileFromStored(stored).atrialFibrillation).toBe(true);
  });
});
