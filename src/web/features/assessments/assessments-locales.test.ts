import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_KINDS, WALK_STOP_REASONS } from '../../../common/schemas/assessment';
import en from '../../locales/en/assessments.json';
import ptBR from '../../locales/pt-BR/assessments.json';
import { borgLabel, errorText } from './assessment-field-input';
import { ASSESSMENT_FIELDS, BORG_CR10_ANCHORS } from './assessment-fields';
import { walkStopWords } from './assessment-words';
import type { AssessmentsT } from './assessments-i18n';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(one|many|other)$/, '')}`;
    return typeof value === 'object' && value !== null ? keysOf(value, `${path}.`) : [path];
  });
}

async function translator(language: 'en' | 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { assessments: en }, 'pt-BR': { assessments: ptBR } },
    ns: ['assessments'],
  });
  return i18n.getFixedT(language, 'assessments') as unknown as AssessmentsT;
}

describe('assessments translations', () => {
  it('have the same keys in English and Portuguese', () => {
    expect([...new Set(keysOf(ptBR))].sort()).toEqual([...new Set(keysOf(en))].sort());
  });

  it('label every field, kind and Borg anchor', () => {
    const keys = new Set(keysOf(en));
    for (const kind of ASSESSMENT_KINDS) {
      for (const group of ['kinds', 'add', 'empty', 'newTitle']) {
        expect(keys.has(`${group}.${kind}`), `${group}.${kind}`).toBe(true);
      }
      for (const spec of ASSESSMENT_FIELDS[kind]) {
        expect(keys.has(`fields.${spec.name}`), spec.name).toBe(true);
      }
    }
    for (const anchor of Object.values(BORG_CR10_ANCHORS))
      expect(keys.has(`borg.${anchor}`)).toBe(true);
  });

  it('say what is wrong in the clinician’s language', async () => {
    const pt = await translator('pt-BR');
    expect(errorText('peakHr', { key: 'max', limit: 250 }, pt)).toBe('No máximo 250.');
    expect(errorText('dbp', { key: 'order' }, pt)).toBe('Deve ser menor que a sistólica.');
    expect(pt('kinds.six-minute-walk')).toBe('Teste de caminhada de 6 minutos');
    expect(pt('walk.minutesToGo', { count: 1 })).toBe('Você está indo bem. Falta 1 minuto.');
    expect(borgLabel(3, pt, 'pt-BR')).toBe('3 — moderada');
    expect(borgLabel(2.5, pt, 'pt-BR')).toBe('2,5');
    const enT = await translator('en');
    expect(enT('walk.minutesToGo', { count: 5 })).toBe('You are doing well. 5 minutes to go.');
    expect(borgLabel(2.5, enT, 'en')).toBe('2.5');
    expect(borgLabel(10, enT, 'en')).toBe('10 — maximal');
  });

  it('name the ATS 2002 reasons to stop a walk early, and the time stopped', async () => {
    const pt = await translator('pt-BR');
    expect(WALK_STOP_REASONS.map((r) => pt(`stopReasons.${r}`))).toEqual([
      'Dor torácica',
      'Dispneia intolerável',
      'Cãibras nas pernas',
      'Cambaleio',
      'Sudorese',
      'Palidez',
      'Outro',
    ]);
    const stop = { stoppedEarlyAtS: 150, stopReason: 'leg-cramps' as const };
    expect(walkStopWords(stop, pt, 'walk.stoppedAt')).toBe(
      'Interrompido em 2:30 — Cãibras nas pernas',
    );
    const enT = await translator('en');
    expect(walkStopWords(stop, enT, 'walk.stoppedEarly')).toBe(
      'stopped early at 2:30 (Leg cramps)',
    );
    expect(walkStopWords({ stoppedEarlyAtS: null, stopReason: null }, enT, 'walk.stoppedAt')).toBe(
      null,
    );
  });
});
