import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/chart.json';
import ptBR from '../../locales/pt-BR/chart.json';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(one|many|other)$/, '')}`;
    return typeof value === 'object' && value !== null ? keysOf(value, `${path}.`) : [path];
  });
}

describe('chart translations', () => {
  it('have the same keys in English and Portuguese', () => {
    expect([...new Set(keysOf(ptBR))].sort()).toEqual([...new Set(keysOf(en))].sort());
  });

  it('say an age in years, one and many, and a device with its rate limit', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { chart: en }, 'pt-BR': { chart: ptBR } }, ns: ['chart'] });
    const t = i18n.getFixedT('pt-BR', 'chart');
    expect(t('header.age', { count: 1 })).toBe('1 ano');
    expect(t('header.age', { count: 68 })).toBe('68 anos');
    expect(t('header.deviceLimit', { device: t('header.devices.icd'), bpm: 150 })).toBe(
      'CDI · limite 150 bpm',
    );
    expect(i18n.getFixedT('en', 'chart')('header.age', { count: 1 })).toBe('1 year');
  });
});
