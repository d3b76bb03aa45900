import { describe, expect, it } from 'vitest';
import { hrMaxFormulaSetting, isHrMaxFormula } from './hr-max-formula';

describe('HR-max formula setting', () => {
  it('defaults to Fox when nothing is stored (no localStorage in node)', () => {
    expect(hrMaxFormulaSetting.get()).toBe('fox');
  });

  it('accepts only the known formulas', () => {
    expect(isHrMaxFormula('fox')).toBe(true);
    expect(isHrMaxFormula('tanaka')).toBe(true);
    expect(isHrMaxFormula('gellish')).toBe(false);
    expect(isHrMaxFormula(null)).toBe(false);
  });
});
