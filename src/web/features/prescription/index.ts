/**
 * What other features use from prescription: the chart's Prescription tab (programme, FITT
 * prescription and versions, review and signature), Home's "Reviews due" card and the physician
 * flag + registration fields of a member in Settings → Clinic, and why a prescription's safety
 * maximum is what it is (the printed treatment plan).
 */
export { ClinicianFields } from './clinician-fields';
export { PrescriptionTab } from './prescription-tab';
export { ReviewsDueCard } from './reviews-due-card';
export { useSafetyMaxReasons } from './use-safety-max-reasons';
