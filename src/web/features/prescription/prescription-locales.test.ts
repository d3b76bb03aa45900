import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DUE_REASONS } from '../../../common/schemas/review';
import en from '../../locales/en/prescription.json';
import ptBR from '../../locales/pt-BR/prescription.json';
import type { PrescriptionT } from './prescription-i18n';
import { prescriptionWords, targetWords } from './prescription-words';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(one|many|other)$/, '')}`;
    return typeof value === 'object' && value !== null ? keysOf(value, `${path}.`) : [path];
  });
}

async function translator(language: 'en' | 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { prescription: en }, 'pt-BR': { prescription: ptBR } },
    ns: ['prescription'],
  });
  return i18n.getFixedT(language, 'prescription') as unknown as PrescriptionT;
}

const PRESCRIPTION = {
  modality: 'cycle' as const,
  minutes: 30,
  intensity: { method: 'thresholds' as const },
  basedOn: 'T-1',
  version: 1,
  target: { lowBpm: 100, highBpm: 118 },
  safetyMaxBpm: 118,
  highClipped: true,
  createdAt: 0,
  createdBy: { id: 'u', name: 'Ana' },
};

describe('prescription translations', () => {
  it('have the same keys in English and Portuguese', () => {
    expect([...new Set(keysOf(ptBR))].sort()).toEqual([...new Set(keysOf(en))].sort());
  });

  it('say on screen that the signature is electronic, not ICP-Brasil', () => {
    expect(ptBR.review.electronicStatement).toContain('não é assinatura digital ICP-Brasil');
    expect(ptBR.review.electronicStatement).toContain(
      'Assinatura eletrônica registrada pelo Ritmo',
    );
    expect(en.review.electronicStatement).toContain('not an ICP-Brasil digital signature');
  });

  it('say why each review is due, and that a transferred signature is not this workspace’s', async () => {
    for (const language of ['en', 'pt-BR'] as const) {
      const t = await translator(language);
      for (const reason of DUE_REASONS) {
        expect(t(`due.reasons.${reason}`), `${language} ${reason}`).not.toMatch(/due\.reasons/);
      }
    }
    const pt = await translator('pt-BR');
    expect(pt('due.reasons.signed-in-other-workspace')).toBe(
      'Assinado só em outro espaço de trabalho',
    );
    expect(en.review.signedElsewhere).toContain('another workspace');
  });

  it('put a prescription and its cap in a clinician’s words', async () => {
    const pt = await translator('pt-BR');
    expect(prescriptionWords(PRESCRIPTION, pt)).toBe(
      'Bicicleta ergométrica · 30 min · LV1–LV2 do teste de esforço',
    );
    expect(targetWords(PRESCRIPTION, pt)).toBe('Alvo 100–118 bpm');
    expect(pt('target.caps.device', { source: 128, bpm: 118 })).toBe(
      'limite do dispositivo implantado (128 bpm) menos 10 bpm = 118 bpm',
    );
    const en = await translator('en');
    const borg = {
      ...PRESCRIPTION,
      intensity: { method: 'borg' as const, borgLow: 11, borgHigh: 13 },
      target: null,
    };
    expect(targetWords(borg, en)).toBe('Borg 11–13, no heart-rate band');
    expect(en('frequency', { count: 3 })).toBe('3 sessions a week');
  });
});
