/**
 * The clinician's choice of heart-rate-max estimate for zones and targets, kept in localStorage
 * `ritmo.hrMaxFormula` (Fox by default). The formulas themselves live in common/metrics/hr-max.
 */
import { HR_MAX_FORMULAS, type HrMaxFormula } from '../../../common/metrics/hr-max';
import { createLocalSetting, useLocalSetting } from '../../lib/local-setting';

const DEFAULT_HR_MAX_FORMULA: HrMaxFormula = 'fox';
const HR_MAX_FORMULA_STORAGE_KEY = 'ritmo.hrMaxFormula';

export function isHrMaxFormula(value: unknown): value is HrMaxFormula {
  return HR_MAX_FORMULAS.includes(value as HrMaxFormula);
}

export const hrMaxFormulaSetting = createLocalSetting<HrMaxFormula>(
  HR_MAX_FORMULA_STORAGE_KEY,
  (raw) => (isHrMaxFormula(raw) ? raw : DEFAULT_HR_MAX_FORMULA),
  String,
);

/** The chosen formula and a setter; pass the formula to `predictHrMax` (common/metrics/hr-max). */
export function useHrMaxFormula(): [HrMaxFormula, (formula: HrMaxFormula) => void] {
  return [useLocalSetting(hrMaxFormulaSetting), hrMaxFormulaSetting.set];
}
