/**
 * How many weekly class sessions to enrol a patient in: the programme's prescribed sessions per
 * week (its FITT frequency; ACSM's Guidelines for Exercise Testing and Prescription, 11th ed.,
 * ch. 9, and SBC 2020 Diretriz Brasileira de Reabilitação Cardiovascular: 3 or more sessions a
 * week in supervised phase 2) against the weekdays of the slots they are already enrolled in.
 * A slot held on Mon/Wed/Fri is three sessions a week.
 */
export interface WeeklySlot {
  slotId: string;
  weekdays: readonly number[];
  enrolled: readonly string[];
}

export interface WeeklyEnrolment {
  /** The programme's sessions per week. */
  prescribed: number;
  /** Sessions a week in the slots the patient is enrolled in, other than this one. */
  enrolledPerWeek: number;
  /** Sessions a week this slot gives. */
  thisSlotPerWeek: number;
  /** How many more a week to enrol in (0: the programme's frequency is met). */
  remaining: number;
}

export function weeklyEnrolmentOf(
  sessionsPerWeek: number,
  patientId: string,
  slotId: string,
  slots: readonly WeeklySlot[],
): WeeklyEnrolment {
  const enrolledPerWeek = slots
    .filter((slot) => slot.slotId !== slotId && slot.enrolled.includes(patientId))
    .reduce((sum, slot) => sum + slot.weekdays.length, 0);
  const thisSlot = slots.find((slot) => slot.slotId === slotId);
  return {
    prescribed: sessionsPerWeek,
    enrolledPerWeek,
    thisSlotPerWeek: thisSlot?.weekdays.length ?? 0,
    remaining: Math.max(0, sessionsPerWeek - enrolledPerWeek),
  };
}
