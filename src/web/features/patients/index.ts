/**
 * What other features use from patients: the one patient store, its names, the panel, the link
 * to a patient's chart.
 */

export { PatientChartLink } from './patient-chart-link';
export { knownPatient, usePatientNames, usePatientState } from './patient-store';
export { loadPatients, saveClinicalProfile } from './patients-api';
export { PatientsPanel } from './patients-panel';
export { patientNameOf, usePatientDirectory, usePatientName } from './use-patient-directory';
