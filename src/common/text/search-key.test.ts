import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key.js';

describe('searchKey', () => {
  it('ignores accents and case so Portuguese names match what is typed', () => {
    expect(searchKey('  Conceição Araújo ')).toBe('conceicao araujo');
    expect(searchKey('JOÃO')).toBe(searchKey('joao'));
  });
});
