/**
 * What other features use from prescription: the chart's Prescription tab (programme, FITT
 * prescription and versions, review and signature), Home's "Reviews due" card and the physician
 * flag + registration fields of a member in Settings → Clinic.
 */
export { ClinicianFields } from './clinician-fields';
export { PrescriptionTab } from './prescription-tab';
export { ReviewsDueCard } from './reviews-due-card';
