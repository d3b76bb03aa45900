import { describe, expect, it } from 'vitest';
import { isHrMaxFormula } from './hr-max-formula';

describe('HR-max formula', () => {
  it('accepts only the known formulas', () => {
    expect(isHrMaxFormula('fox')).toBe(true);
    expect(isHrMaxFormula('tanaka')).toBe(true);
    expect(isHrMaxFormula('gellish')).toBe(false);
    expect(isHrMaxFormula(null)).toBe(false);
  });
});
