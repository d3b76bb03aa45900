/**
 * The After form's answers (section 12: Borg, symptoms, optional blood pressure and glucose, a
 * note): the form's parser over the shared schemas' ranges, and how the answers join the
 * session's body — as the events a clinic session stores (an `rpe` and a `bp` at the end), the
 * symptoms and the glucose as markers the clinic's inbox reads (session/symptoms.ts), the note
 * as the session's notes.
 */
import type { ActivityInput } from '../../../../common/schemas/activity';
import { checkInAnswersSchema } from '../../../../common/schemas/home-check-in';
import { SYMPTOM_MARKER, type Symptom } from '../session/symptoms';

export interface AfterValues {
  borg: string | null;
  symptoms: Symptom[];
  systolic: number | string;
  diastolic: number | string;
  glucose: number | string;
  note: string;
}

export interface AfterAnswers {
  borg: number;
  symptoms: Symptom[];
  bp: { systolic: number; diastolic: number } | null;
  glucoseMgDl: number | null;
  note: string;
}

export type AfterReason = 'required' | 'range' | 'pair';
type AfterField = keyof AfterValues;

/** The marker of a glucose reading, `glucose-mgdl:<n>` (no event kind holds one). */
export const GLUCOSE_MARKER = 'glucose-mgdl:';

export const emptyAfterValues = (): AfterValues => ({
  borg: null,
  symptoms: [],
  systolic: '',
  diastolic: '',
  glucose: '',
  note: '',
});

const numberOf = (value: number | string): number | null =>
  value === '' || value === null ? null : Number(value);

/** The check-in's ranges for the same readings (home-check-in.ts). */
const readingShape = checkInAnswersSchema.shape;
const inRange = (field: 'sbp' | 'dbp' | 'glucose', value: number | null) =>
  value === null || readingShape[field].safeParse(value).success;

export function parseAfter(
  values: AfterValues,
): { answers: AfterAnswers } | { errors: Partial<Record<AfterField, AfterReason>> } {
  const errors: Partial<Record<AfterField, AfterReason>> = {};
  const borg = values.borg === null ? null : Number(values.borg);
  if (borg === null) errors.borg = 'required';
  const systolic = numberOf(values.systolic);
  const diastolic = numberOf(values.diastolic);
  const glucose = numberOf(values.glucose);
  if (!inRange('sbp', systolic)) errors.systolic = 'range';
  if (!inRange('dbp', diastolic)) errors.diastolic = 'range';
  if (!inRange('glucose', glucose)) errors.glucose = 'range';
  if ((systolic === null) !== (diastolic === null)) {
    errors[systolic === null ? 'systolic' : 'diastolic'] ??= 'pair';
  }
  if (Object.keys(errors).length > 0 || borg === null) return { errors };
  const bp = systolic !== null && diastolic !== null ? { systolic, diastolic } : null;
  const note = values.note.trim();
  return { answers: { borg, symptoms: values.symptoms, bp, glucoseMgDl: glucose, note } };
}

/** The session's body with the answers at its end (a second save of the same session replaces). */
export function withAfterAnswers(session: ActivityInput, answers: AfterAnswers): ActivityInput {
  const t = session.endedAt - session.startedAt;
  const isAfterEvent = (event: NonNullable<ActivityInput['events']>[number]) =>
    event.t === t &&
    (event.kind === 'bp' ||
      event.kind === 'rpe' ||
      (event.kind === 'marker' &&
        typeof event.value === 'string' &&
        (event.value.startsWith(SYMPTOM_MARKER.after) || event.value.startsWith(GLUCOSE_MARKER))));
  const events: NonNullable<ActivityInput['events']> = (session.events ?? []).filter(
    (event) => !isAfterEvent(event),
  );
  events.push({ t, kind: 'rpe', value: answers.borg });
  for (const symptom of answers.symptoms) {
    events.push({ t, kind: 'marker', value: `${SYMPTOM_MARKER.after}${symptom}` });
  }
  if (answers.bp) events.push({ t, kind: 'bp', value: answers.bp });
  if (answers.glucoseMgDl !== null) {
    events.push({ t, kind: 'marker', value: `${GLUCOSE_MARKER}${answers.glucoseMgDl}` });
  }
  return { ...session, events, notes: answers.note };
}
