import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it('uses the saved setting first', () => {
    expect(pickLanguage('en', 'pt-BR')).toBe('en');
    expect(pickLanguage('pt-BR', 'en-US')).toBe('pt-BR');
  });

  it('speaks Portuguese (Brasil) to any pt browser', () => {
    expect(pickLanguage(null, 'pt-BR')).toBe('pt-BR');
    expect(pickLanguage(null, 'pt-PT')).toBe('pt-BR');
    expect(pickLanguage(null, 'pt')).toBe('pt-BR');
  });

  it('speaks English to every other browser, or when the saved value is unknown', () => {
    expect(pickLanguage(null, 'es-ES')).toBe('en');
    expect(pickLanguage(null, undefined)).toBe('en');
    expect(pickLanguage('fr', 'de')).toBe('en');
  });
});
