/** What other features use from patients: the cached list, the names dictionary, the panel. */
export { type PatientState, patientStore, usePatientNames, usePatientState } from './patient-store';
export { archivePatient, loadPatients, savePatient } from './patients-api';
export { PatientsPanel } from './patients-panel';
