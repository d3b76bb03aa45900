/**
 * What other features use from documents: the printed letterhead and signature footer shared by
 * every report that leaves the clinic, and the responsible professional with their registration.
 */
export { clinicianOf, forgetClinicians, useClinicians } from './clinicians-api';
export { PrintLetterhead, PrintSignatures, type SignatureSlot } from './print-letterhead';
export { PrintPageSize } from './print-page-size';
export { leaderOf, type Professional, professionalOf } from './professional';
export { useProfessional } from './use-professional';
