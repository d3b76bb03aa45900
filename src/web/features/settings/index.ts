/** What other features use from settings: the heart-rate-max formula the clinician chose. */
export { useHrMaxFormula } from './hr-max-formula';
