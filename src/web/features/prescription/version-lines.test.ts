import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/prescription.json';
import ptBR from '../../locales/pt-BR/prescription.json';
import type { ChartPrescription } from '../records';
import type { PrescriptionT } from './prescription-i18n';
import { versionLines } from './version-lines';

async function translator(language: 'en' | 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { prescription: en }, 'pt-BR': { prescription: ptBR } },
    ns: ['prescription'],
  });
  return i18n.getFixedT(language, 'prescription') as unknown as PrescriptionT;
}

const version = (n: number, change: Partial<ChartPrescription>) =>
  ({
    modality: 'cycle',
    minutes: 30,
    intensity: { method: 'thresholds' },
    basedOn: 'T-1',
    version: n,
    target: { lowBpm: 95, highBpm: 102 },
    safetyMaxBpm: 102,
    highClipped: true,
    createdAt: n * 1000,
    createdBy: { id: 'u', name: 'Dra. Marina' },
    unsynced: false,
    ...change,
  }) as ChartPrescription;

// Lúcia's Borg-only plan: "Borg 11–13 (no HR band) · max 140".
const BORG = version(2, {
  intensity: { method: 'borg', borgLow: 11, borgHigh: 13 },
  target: null,
  safetyMaxBpm: 140,
});

describe('the prescription history', () => {
  it('says a Borg-only range once on its row, in both languages', async () => {
    for (const language of ['en', 'pt-BR'] as const) {
      const t = await translator(language);
      const [line] = versionLines([BORG], true, t);
      expect(line!.plan.match(/Borg 11–13/g), language).toHaveLength(1);
      expect(line!.plan).toContain(t('target.borgOnly', { low: 11, high: 13 }));
      expect(line!.plan).toContain(t('target.safetyMax', { bpm: 140 }));
    }
  });

  it('keeps the intensity of a plan with a band beside its target', async () => {
    const t = await translator('en');
    const [line] = versionLines([version(1, {})], true, t);
    expect(line!.plan).toBe(
      [
        t('modalities.cycle'),
        t('minutes', { count: 30 }),
        t('intensity.thresholds'),
        t('target.band', { low: 95, high: 102 }),
        t('target.safetyMax', { bpm: 102 }),
      ].join(' · '),
    );
  });

  it("marks the newest of an active programme's versions current, none after discharge", async () => {
    const t = await translator('pt-BR');
    const versions = [BORG, version(1, {})];
    expect(versionLines(versions, true, t).map((l) => l.current)).toEqual([true, false]);
    expect(versionLines(versions, false, t).map((l) => l.current)).toEqual([false, false]);
  });
});
