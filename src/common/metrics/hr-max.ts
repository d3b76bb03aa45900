/** Predicted maximal heart rate from age, for HR zones when no measured maximum is known. */

export const HR_MAX_FORMULAS = ['fox', 'tanaka'] as const;
export type HrMaxFormula = (typeof HR_MAX_FORMULAS)[number];

/**
 * Fox: 220 − age (Fox SM, Naughton JP, Haskell WL. Physical activity and the prevention of
 * coronary heart disease. Ann Clin Res 1971;3:404–432). Tanaka: 208 − 0.7 × age (Tanaka H,
 * Monahan KD, Seals DR. Age-predicted maximal heart rate revisited. J Am Coll Cardiol
 * 2001;37(1):153–156). Both are for people off beta-blockers, whose peak they overestimate: a
 * measured peak comes first (common/programme/hr-max-for-zones.ts).
 * Rounded to whole bpm because an activity stores `hrMaxBpm` as an integer.
 */
export function predictHrMax(ageYears: number, formula: HrMaxFormula): number {
  if (!Number.isFinite(ageYears) || ageYears < 0) {
    throw new RangeError(`age must be a number of years ≥ 0, got ${ageYears}`);
  }
  const bpm = formula === 'fox' ? 220 - ageYears : 208 - 0.7 * ageYears;
  return Math.round(bpm);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Age in completed years on the UTC calendar day of `atMs`. Someone born on 29 February
 * turns a year older on 1 March in common years.
 */
export function ageOn(birthDate: string, atMs: number): number {
  const match = ISO_DATE.exec(birthDate);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || !isRealDate(year, month, day)) {
    throw new RangeError(`birthDate must be a YYYY-MM-DD date, got "${birthDate}"`);
  }
  const at = new Date(atMs);
  if (Number.isNaN(at.getTime())) throw new RangeError(`atMs is not a time: ${atMs}`);
  const atMonth = at.getUTCMonth() + 1;
  const hadBirthday = atMonth > month || (atMonth === month && at.getUTCDate() >= day);
  const age = at.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
  if (age < 0) throw new RangeError(`birthDate ${birthDate} is after the given time`);
  return age;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
