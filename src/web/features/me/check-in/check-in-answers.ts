/**
 * The check-in form's values and the answers `PUT /api/home/check-ins/:checkInId` takes
 * (PRODUCT.md section 12): every question shown must be answered yes or no; the heart-failure
 * questions and the glucose only where the plan says the profile asks for them.
 */
import type { CheckInProfile } from '../../../../common/home/check-in-questions';
import {
  CHECK_IN_QUESTIONS,
  type CheckInAnswers,
  type CheckInQuestion,
} from '../../../../common/schemas/home-check-in';

export type YesNo = '' | 'yes' | 'no';
export const READINGS = ['sbp', 'dbp', 'glucose', 'hr'] as const;
export type Reading = (typeof READINGS)[number];

export type CheckInValues = Record<CheckInQuestion, YesNo> & Record<Reading, number | ''>;

const HEART_FAILURE_QUESTIONS: readonly CheckInQuestion[] = ['weightGain', 'swelling'];

/** The questions this patient is asked, in the schema's order. */
export function questionsFor(profile: CheckInProfile): CheckInQuestion[] {
  return CHECK_IN_QUESTIONS.filter(
    (question) => profile.heartFailure || !HEART_FAILURE_QUESTIONS.includes(question),
  );
}

/** The readings this patient is offered: blood pressure and heart rate, glucose with diabetes. */
export function readingsFor(profile: CheckInProfile): Reading[] {
  return READINGS.filter((reading) => profile.diabetes || reading !== 'glucose');
}

export function emptyCheckInValues(): CheckInValues {
  const values = {} as CheckInValues;
  for (const question of CHECK_IN_QUESTIONS) values[question] = '';
  for (const reading of READINGS) values[reading] = '';
  return values;
}

/** The questions shown and still unanswered. */
export function unansweredOf(values: CheckInValues, shown: readonly CheckInQuestion[]) {
  return shown.filter((question) => values[question] === '');
}

/** The answers to send: a question not shown is "no", an empty reading null. */
export function answersOf(values: CheckInValues): CheckInAnswers {
  const reading = (name: Reading) => (values[name] === '' ? null : Number(values[name]));
  const answers = {} as CheckInAnswers;
  for (const question of CHECK_IN_QUESTIONS) answers[question] = values[question] === 'yes';
  for (const name of READINGS) answers[name] = reading(name);
  return answers;
}
