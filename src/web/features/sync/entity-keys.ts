/**
 * The outbox's entity keys: writes to one key keep their order, and features read back what is
 * still queued for their entities by these prefixes. One spelling for every feature.
 */
export const PATIENT_KEY_PREFIX = 'patient:';
export const ACTIVITY_KEY_PREFIX = 'activity:';

export const patientEntityKey = (patientId: string) => `${PATIENT_KEY_PREFIX}${patientId}`;
export const activityEntityKey = (activityId: string) => `${ACTIVITY_KEY_PREFIX}${activityId}`;

/**
 * A patient user's own writes (PRODUCT.md section 12): check-ins and home sessions, under one
 * prefix so the patient's reads follow them all.
 */
export const HOME_KEY_PREFIX = 'home:';
export const homeCheckInEntityKey = (checkInId: string) =>
  `${HOME_KEY_PREFIX}check-in/${checkInId}`;
export const homeSessionEntityKey = (activityId: string) =>
  `${HOME_KEY_PREFIX}session/${activityId}`;

/**
 * A rehabilitation programme's records are keyed under their patient (`<patientId>/<id>`: "/"
 * never appears in an id), so one patient's unsynced writes are found by `…:<patientId>/`.
 */
export const PROGRAMME_KEY_PREFIX = 'programme:';
export const ASSESSMENT_KEY_PREFIX = 'assessment:';
/** A programme's prescription: its versions are one entity, each new one over the last. */
export const PRESCRIPTION_KEY_PREFIX = 'prescription:';

export const programmeEntityKey = (patientId: string, programmeId: string) =>
  `${PROGRAMME_KEY_PREFIX}${patientId}/${programmeId}`;
export const assessmentEntityKey = (patientId: string, assessmentId: string) =>
  `${ASSESSMENT_KEY_PREFIX}${patientId}/${assessmentId}`;
export const prescriptionEntityKey = (patientId: string, programmeId: string) =>
  `${PRESCRIPTION_KEY_PREFIX}${patientId}/${programmeId}`;

/** The patient and record ids of a key made by the three functions above; null for another key. */
export function patientRecordOf(
  entityKey: string,
  prefix: string,
): { patientId: string; recordId: string } | null {
  if (!entityKey.startsWith(prefix)) return null;
  const [patientId, recordId, ...rest] = entityKey.slice(prefix.length).split('/');
  return patientId && recordId && rest.length === 0 ? { patientId, recordId } : null;
}
