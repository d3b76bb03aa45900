import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

const say = (lng: string, values: Record<string, unknown>, text: string) =>
  i18n.t('test.notAKey', { lng, defaultValue: text, ...values });

describe('numbers in translations', () => {
  it('are written in the reader’s language, whatever the caller passed', () => {
    expect(say('pt-BR', { weight: 82.5 }, '{{weight}} kg')).toBe('82,5 kg');
    expect(say('en', { weight: 82.5 }, '{{weight}} kg')).toBe('82.5 kg');
  });

  it('leave text, years and counts as they read', () => {
    expect(say('pt-BR', { name: 'Ana 1.5', version: 2026 }, '{{name}} v{{version}}')).toBe(
      'Ana 1.5 v2026',
    );
  });
});
