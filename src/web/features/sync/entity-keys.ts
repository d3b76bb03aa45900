/**
 * The outbox's entity keys: writes to one key keep their order, and features read back what is
 * still queued for their entities by these prefixes. One spelling for every feature.
 */
export const PATIENT_KEY_PREFIX = 'patient:';
export const ACTIVITY_KEY_PREFIX = 'activity:';

export const patientEntityKey = (patientId: string) => `${PATIENT_KEY_PREFIX}${patientId}`;
export const activityEntityKey = (activityId: string) => `${ACTIVITY_KEY_PREFIX}${activityId}`;
