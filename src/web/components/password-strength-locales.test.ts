import { describe, expect, it } from 'vitest';
import en from '../locales/en/password.json';
import ptBR from '../locales/pt-BR/password.json';

describe('password meter translations', () => {
  it('have the same keys in English and Portuguese, each with its placeholders', () => {
    expect(Object.keys(ptBR).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const placeholders = (text: string) => text.match(/\{\{\w+\}\}/g) ?? [];
      expect(placeholders(ptBR[key]), key).toEqual(placeholders(en[key]));
    }
  });
});
