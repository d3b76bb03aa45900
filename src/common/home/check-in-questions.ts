/**
 * Which check-in questions a patient is asked (PRODUCT.md section 12, issue 39: heart-failure and
 * diabetes questions only where the profile says so). Heart failure: an ICD-10 code I50
 * (heart failure) or a left-ventricular ejection fraction of 40 % or less (ESC 2021 heart-failure
 * guideline: HFrEF ≤ 40 %) — they are asked about weight gain (≥ 2 kg in 3 days) and new
 * swelling, the signs of fluid retention. Diabetes (the profile's comorbidity, or ICD-10 E10–E14):
 * capillary glucose before exercise (ADA/ACSM).
 */
import type { ClinicalProfile } from '../schemas/clinical-profile.js';

/** Heart failure with reduced ejection fraction (ESC 2021): LVEF at or below this. */
export const HF_LVEF_MAX_PCT = 40;

export interface CheckInProfile {
  heartFailure: boolean;
  diabetes: boolean;
}

export function checkInProfileOf(
  profile: Pick<ClinicalProfile, 'icd10' | 'lvefPct' | 'comorbidities'> | null,
): CheckInProfile {
  if (!profile) return { heartFailure: false, diabetes: false };
  const icd = profile.icd10 ?? '';
  return {
    heartFailure:
      icd.startsWith('I50') || (profile.lvefPct !== null && profile.lvefPct <= HF_LVEF_MAX_PCT),
    diabetes: profile.comorbidities.includes('diabetes') || /^E1[0-4]/.test(icd),
  };
}
