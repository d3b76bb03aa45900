import { describe, expect, it } from 'vitest';
import { fieldWithNul } from './nul-refusal.js';

describe('fieldWithNul', () => {
  const samples = Array.from({ length: 1800 }, (_, t) => ({ t, hr: 90, rr: [650, 660] }));

  it('finds nothing in a clean session of 1,800 samples', () => {
    expect(fieldWithNul({ samples, device: { name: 'Strap' } }, 'body')).toBeNull();
  });

  it('names the path of a NUL in a value deep in an array, or in a key', () => {
    const dirty = samples.map((s) => ({ ...s }));
    dirty[1234] = { ...dirty[1234], note: 'a\u0000b' } as (typeof dirty)[number];
    expect(fieldWithNul({ samples: dirty }, 'body')).toBe('body.samples.1234.note');
    expect(fieldWithNul({ device: { 'na\u0000me': 'x' } }, 'body')).toBe('body.device.na\\u0000me');
    expect(fieldWithNul(['ok', ['\u0000']], 'query')).toBe('query.1.0');
  });

  it('leaves a NUL at an allowed path to its route, but not one elsewhere', () => {
    const allowed = new Set(['body.device.name']);
    expect(fieldWithNul({ device: { name: 'S\u0000' } }, 'body', allowed)).toBeNull();
    expect(fieldWithNul({ device: { name: 'S\u0000' }, notes: '\u0000' }, 'body', allowed)).toBe(
      'body.notes',
    );
  });

  it('walks a body nested 10,000 levels deep without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(fieldWithNul(deep, 'body')).toMatch(/^body(\.0)+$/);
    expect(fieldWithNul(Object.create(null), 'params')).toBeNull();
  });
});
