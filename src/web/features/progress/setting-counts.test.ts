import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/progress.json';
import ptBR from '../../locales/pt-BR/progress.json';
import { settingCountsText } from './setting-counts';

async function progressT(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { progress: en }, 'pt-BR': { progress: ptBR } },
    ns: ['progress'],
    defaultNS: 'progress',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, 'progress');
}

describe('home and clinic sessions in words', () => {
  const settings = {
    clinic: { sessions: 8, adherencePct: 67 },
    home: { sessions: 4, adherencePct: null },
  };

  it('says each setting with its adherence, in either language', async () => {
    expect(settingCountsText({ settings }, await progressT('pt-BR'), 'pt-BR')).toBe(
      'Clínica 8 (67\u00a0%) · casa 4 (—)',
    );
    expect(settingCountsText({ settings }, await progressT('en'), 'en')).toBe(
      'Clinic 8 (67\u00a0%) · home 4 (—)',
    );
  });

  it('says nothing for a summary frozen before home sessions', async () => {
    expect(settingCountsText({}, await progressT('en'), 'en')).toBeNull();
  });
});
