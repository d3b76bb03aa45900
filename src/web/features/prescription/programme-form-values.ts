/** The programme form's values (as typed) and their parsing into the API body, field by field. */
import {
  type Programme,
  type ProgrammeInputParsed,
  programmeInputSchema,
} from '../../../common/schemas/programme';

export interface ProgrammeFormValues {
  phase: '2' | '3' | '4';
  startDate: string;
  plannedSessions: string;
  sessionsPerWeek: string;
  riskClass: Programme['riskClass'];
}
export type ProgrammeField = keyof ProgrammeFormValues;
export type ProgrammeFieldErrors = Partial<Record<ProgrammeField, true>>;

/** The form over a programme, or a phase 2 start today: 36 sessions, 3 a week (42 CFR 410.49). */
export function programmeFormValues(
  programme: Programme | null,
  today: string,
): ProgrammeFormValues {
  return {
    phase: String(programme?.phase ?? 2) as ProgrammeFormValues['phase'],
    startDate: programme?.startDate ?? today,
    plannedSessions: String(programme?.plannedSessions ?? 36),
    sessionsPerWeek: String(programme?.sessionsPerWeek ?? 3),
    riskClass: programme?.riskClass ?? 'intermediate',
  };
}

const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export function parseProgrammeForm(
  values: ProgrammeFormValues,
): { input: ProgrammeInputParsed } | { errors: ProgrammeFieldErrors } {
  const parsed = programmeInputSchema.safeParse({
    phase: Number(values.phase),
    startDate: values.startDate,
    plannedSessions: num(values.plannedSessions),
    sessionsPerWeek: num(values.sessionsPerWeek),
    riskClass: values.riskClass,
  });
  if (parsed.success) return { input: parsed.data };
  const errors: ProgrammeFieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as ProgrammeField] = true;
  return { errors };
}
