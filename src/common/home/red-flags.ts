/**
 * The red flags of the check-in before a home session (PRODUCT.md section 12): any one means no
 * exercise that day, the advice shown, the clinic told first. Yes to any symptom question
 * (chest pain, unusual breathlessness, dizziness or fainting, palpitations, heart-failure weight
 * gain or swelling, fever or acute illness) — the symptoms for which exercise stops in SBC 2020
 * (Diretriz Brasileira de Reabilitação Cardiovascular) and the AHA/AACVPR/ACC 2019 scientific
 * statement on home-based cardiac rehabilitation. Readings: capillary glucose < 80 mg/dL
 * (hypoglycaemia risk during exercise: eat first, ADA/ACSM) or > 250 mg/dL (ACSM: postpone with
 * hyperglycaemia and symptoms or ketones); blood pressure above 180/110 mmHg (ACSM 11th ed.,
 * SBC 2020: resting BP over 180 systolic or 110 diastolic contraindicates exercise that day) or
 * systolic below 90 mmHg (symptomatic hypotension).
 */
import { CHECK_IN_QUESTIONS, type CheckInAnswers, type RedFlag } from '../schemas/home-check-in.js';

export const GLUCOSE_LOW_MG_DL = 80;
export const GLUCOSE_HIGH_MG_DL = 250;
export const SBP_HIGH_MMHG = 180;
export const DBP_HIGH_MMHG = 110;
export const SBP_LOW_MMHG = 90;

/** Every red flag in the answers, questions first; empty when the session may go on. */
export function redFlagsOf(answers: CheckInAnswers): RedFlag[] {
  const flags: RedFlag[] = CHECK_IN_QUESTIONS.filter((question) => answers[question]);
  const { glucose, sbp, dbp } = answers;
  if (glucose !== null && glucose < GLUCOSE_LOW_MG_DL) flags.push('glucoseLow');
  if (glucose !== null && glucose > GLUCOSE_HIGH_MG_DL) flags.push('glucoseHigh');
  if ((sbp !== null && sbp > SBP_HIGH_MMHG) || (dbp !== null && dbp > DBP_HIGH_MMHG)) {
    flags.push('bpHigh');
  }
  if (sbp !== null && sbp < SBP_LOW_MMHG) flags.push('sbpLow');
  return flags;
}
