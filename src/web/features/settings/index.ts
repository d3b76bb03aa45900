/** What other features use from settings: the heart-rate-max formula. */
export { useHrMaxFormula } from './hr-max-formula';
