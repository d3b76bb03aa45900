/**
 * What the app uses from the patient's space outside its routes: whether the signed-in account
 * is a patient's (the guard asks it after a sign-in, decision 0017).
 */
export { refreshHomeStatus } from './patient-account';
