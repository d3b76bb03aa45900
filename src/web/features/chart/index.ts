/**
 * What other features use from the chart (the patient's record screen): its link. The records
 * it shows live in the records feature.
 */
export { PatientChartLink } from './patient-chart-link';
