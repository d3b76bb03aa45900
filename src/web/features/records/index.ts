/**
 * The chart's records: a patient's rehabilitation records (read with a copy on the device for
 * offline reading, written through the outbox), apart from the chart screen so that the chart
 * and the tabs it shows (assessments, prescription, progress) all read them from here.
 *
 * Reading: `useProgrammeRecords(patientId)` (everything), `useActiveProgramme(patientId)` (the
 * active programme, its prescription with the server's target and safety max, versions, reviews),
 * `useAssessments(patientId, kind?)`. Each record carries `unsynced: true` while only this device
 * has it. Writing: `saveAssessment`, `saveProgramme`, `savePrescription` (outbox, offline-safe,
 * `If-Match`), `addReview` (online only), with ids from `newRecordId()`.
 */
export { readRecordsAgain } from './programme-records';
export type {
  ChartAssessment,
  ChartPrescription,
  ChartProgramme,
  ProgrammeRecords,
  ProgrammeReviews,
} from './programme-records-store';
export {
  addReview,
  newRecordId,
  saveAssessment,
  savePrescription,
  saveProgramme,
} from './programme-writes';
export {
  type ActiveProgramme,
  activeProgrammeOf,
  useActiveProgramme,
  useAssessments,
  useProgrammeRecords,
} from './use-programme-records';
