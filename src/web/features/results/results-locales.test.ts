import { describe, expect, it } from 'vitest';
import en from '../../locales/en/results.json';
import ptBR from '../../locales/pt-BR/results.json';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function valuesOf(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'object' && value !== null ? valuesOf(value) : [String(value)],
  );
}

describe('results translations', () => {
  it('have the same keys in English and Portuguese', () => {
    expect(keysOf(ptBR).sort()).toEqual(keysOf(en).sort());
  });

  it('leave no string empty', () => {
    expect([...valuesOf(en), ...valuesOf(ptBR)].filter((text) => text.trim() === '')).toEqual([]);
  });
});
