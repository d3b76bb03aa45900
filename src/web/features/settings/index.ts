/** What other features use from settings: the heart-rate-max formula. */
export { loadHrMaxFormula, useHrMaxFormula } from './hr-max-formula';
