import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../../../common/schemas/home-inbox';
import { formatPercent } from '../../lib/locale-format';
import en from '../../locales/en/home-clinic.json';
import ptBR from '../../locales/pt-BR/home-clinic.json';
import { heldTime, inboxReasonWords } from './inbox-words';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(zero|one|many|other)$/, '')}`;
    return typeof value === 'object' && value !== null ? keysOf(value, `${path}.`) : [path];
  });
}

async function translator(language: 'en' | 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { homeClinic: en }, 'pt-BR': { homeClinic: ptBR } },
    ns: ['homeClinic'],
    defaultNS: 'homeClinic',
  });
  return i18n.getFixedT(language, 'homeClinic');
}

const row = (reason: InboxItem['reason'], numbers: InboxItem['numbers']): InboxItem => ({
  itemId: 's:x',
  kind: 'session',
  patientId: 'P-1',
  patientName: 'Ana',
  at: 0,
  reason,
  rank: 0,
  numbers,
  activityId: 'x',
});

describe('inbox reasons in words', () => {
  it('has the same keys in both languages', () => {
    expect(new Set(keysOf(ptBR))).toEqual(new Set(keysOf(en)));
  });

  it('says each reason with its numbers, in pt-BR and English', async () => {
    const pt = await translator('pt-BR');
    const enT = await translator('en');
    expect(
      inboxReasonWords(row('red_flag', { redFlags: ['chestPain', 'bpHigh'] }), pt, 'pt-BR'),
    ).toBe(
      'Sinal de alerta nas perguntas antes da sessão: dor no peito, pressão alta. Sem sessão nesse dia.',
    );
    expect(
      inboxReasonWords(
        row('above_safety_max', { aboveMaxMs: 40_000, safetyMaxBpm: 128, peakBpm: 140 }),
        enT,
        'en',
      ),
    ).toBe('40\u00a0s above the safety maximum of 128 bpm (peak 140 bpm).');
    expect(inboxReasonWords(row('stopped_symptoms', { symptom: 'dizzy' }), enT, 'en')).toBe(
      'Stopped the session feeling unwell: dizziness or fainting.',
    );
    expect(inboxReasonWords(row('stopped_symptoms', { symptom: null }), pt, 'pt-BR')).toBe(
      'Parou a sessão por mal-estar.',
    );
    expect(
      inboxReasonWords(
        row('out_of_band', { outOfBandPct: 55, lowBpm: 98, highBpm: 115 }),
        pt,
        'pt-BR',
      ),
    ).toBe(`${formatPercent(55, 'pt-BR')} do tempo fora da faixa 98–115 bpm.`);
    expect(
      inboxReasonWords(
        row('overdue', { daysSince: 6, allowedDays: 4, sessionsPerWeek: 3 }),
        enT,
        'en',
      ),
    ).toBe('No home session for 6 days (3 a week prescribed: at most 4 days apart).');
  });

  it('tells a held time in seconds, then minutes', () => {
    expect(heldTime(119_000, 'en')).toBe('119\u00a0s');
    expect(heldTime(120_000, 'en')).toBe('2\u00a0min');
  });
});
