/**
 * Whether a patient may exercise at home today (PRODUCT.md section 12), decided on the server
 * and shown by the patient's screens. SBC 2020 (Diretriz Brasileira de Reabilitação
 * Cardiovascular, Arq Bras Cardiol 2020;114(5):943-987: home-based rehabilitation with the same
 * evaluation and prescription; low risk at home, intermediate risk after an on-site guidance
 * period, high risk on site) and the AHA/AACVPR/ACC 2019 scientific statement on home-based
 * cardiac rehabilitation (Circulation 2019;140:e69-e89: for low- to moderate-risk patients, with a
 * clinician's prescription and monitoring). CFM 2.314/2022 and COFFITO 619/2025: consent first.
 * The first reason that holds is the answer, in the order the patient can act on them.
 */
export const HOME_REFUSALS = [
  /** The clinic ended the access (or archived the record). */
  'revoked',
  /** The consent in force is not accepted (never, withdrawn, or a new version). */
  'no_consent',
  /** No active programme with a prescription. */
  'no_programme',
  /** The programme was discharged and none followed. */
  'discharged',
  /** High risk exercises on site only. */
  'risk_high',
  /** No physician's signature covers the plan as it is (never signed, or changed since). */
  'not_signed',
  /** Intermediate risk without a physician's clearance after the on-site sessions. */
  'not_cleared',
  /** A red flag at a check-in today. */
  'red_flag_today',
] as const;
export type HomeRefusal = (typeof HOME_REFUSALS)[number];

/** A 403 `home_not_allowed` carries the reason as text (its first detail's message). */
export const isHomeRefusal = (value: string): value is HomeRefusal =>
  (HOME_REFUSALS as readonly string[]).includes(value);

export interface HomeProgrammeFacts {
  status: 'active' | 'discharged';
  riskClass: 'low' | 'intermediate' | 'high';
  prescribed: boolean;
  signed: boolean;
  homeCleared: boolean;
}

export interface HomeEligibilityFacts {
  revoked: boolean;
  consented: boolean;
  /** The active programme, else the latest discharged one; null when none. */
  programme: HomeProgrammeFacts | null;
  redFlagToday: boolean;
}

export function homeRefusalOf(facts: HomeEligibilityFacts): HomeRefusal | null {
  if (facts.revoked) return 'revoked';
  if (!facts.consented) return 'no_consent';
  const { programme } = facts;
  if (programme === null) return 'no_programme';
  if (programme.status === 'discharged') return 'discharged';
  if (!programme.prescribed) return 'no_programme';
  if (programme.riskClass === 'high') return 'risk_high';
  if (!programme.signed) return 'not_signed';
  if (programme.riskClass === 'intermediate' && !programme.homeCleared) return 'not_cleared';
  if (facts.redFlagToday) return 'red_flag_today';
  return null;
}

/**
 * The session's phases: warm-up and cool-down of 5 minutes around the prescribed conditioning
 * (ACSM's Guidelines for Exercise Testing and Prescription, 11th ed.: 5–10 min each; SBC 2020).
 */
export const HOME_WARM_UP_MIN = 5;
export const HOME_COOL_DOWN_MIN = 5;

export function homePhasesOf(conditioningMin: number) {
  return { warmUpMin: HOME_WARM_UP_MIN, conditioningMin, coolDownMin: HOME_COOL_DOWN_MIN };
}
