/** What other features use from settings: the heart-rate-max formula the clinician chose. */
export { hrMaxFormulaSetting, useHrMaxFormula } from './hr-max-formula';
