import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/prescription.json';
import ptBR from '../../locales/pt-BR/prescription.json';
import type { ChartAssessment, ChartPrescription, ChartProgramme } from '../records';
import type { PrescriptionT } from './prescription-i18n';
import { fingerprintOf, type PlanShown, signingSummary } from './signing-summary';

async function translator(language: 'en' | 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { prescription: en }, 'pt-BR': { prescription: ptBR } },
    ns: ['prescription'],
  });
  return i18n.getFixedT(language, 'prescription') as unknown as PrescriptionT;
}

const SHA = 'ab12cd34ef56a7b8'.padEnd(64, '0');

// Helena: ICD detecting at 130 bpm, so the device limit − 10 = 120 bpm caps the band.
const PRESCRIPTION = {
  modality: 'cycle',
  minutes: 30,
  intensity: { method: 'hrr', lowPct: 40, highPct: 70 },
  basedOn: 'T-1',
  version: 3,
  target: { lowBpm: 98, highBpm: 115 },
  safetyMaxBpm: 120,
  highClipped: false,
  createdAt: 0,
  createdBy: { id: 'u', name: 'Ana' },
  unsynced: false,
} as ChartPrescription;

const TEST = {
  assessmentId: 'T-1',
  kind: 'exercise-test',
  date: '2026-03-02',
  restHr: 68,
  peakHr: 142,
  ischaemicHr: null,
} as unknown as ChartAssessment;

function planOf(overrides: Partial<PlanShown> = {}): PlanShown {
  const programme = {
    programmeId: 'PR-1',
    phase: 2,
    startDate: '2026-03-10',
    plannedSessions: 36,
    sessionsPerWeek: 3,
    riskClass: 'moderate',
    targetOutdated: false,
  } as unknown as ChartProgramme;
  return {
    patientId: 'RX-1',
    patientName: 'Helena Costa',
    programme,
    prescription: PRESCRIPTION,
    tests: [TEST],
    deviceLimitBpm: 130,
    planSha256: SHA,
    ...overrides,
  };
}

const lineValue = (lines: { key: string; value: string }[], key: string) =>
  lines.find((line) => line.key === key)?.value;

describe('the plan a physician is shown before signing', () => {
  it('names the patient, version, method, band, safety maximum with its source, dose and test', async () => {
    const t = await translator('en');
    const lines = signingSummary(planOf(), t, 'en');
    expect(lines.map((line) => line.key)).toEqual([
      'patient',
      'programme',
      'prescription',
      'target',
      'safetyMax',
      'dose',
      'test',
      'fingerprint',
    ]);
    expect(lineValue(lines, 'patient')).toBe('Helena Costa (RX-1)');
    expect(lineValue(lines, 'prescription')).toMatch(/^Version 3 · .*30 min · .*40.*70/);
    expect(lineValue(lines, 'target')).toBe('Target 98–115 bpm');
    expect(lineValue(lines, 'safetyMax')).toBe(
      "Safety maximum 120 bpm — the implanted device's limit (130 bpm) less 10 bpm = 120 bpm",
    );
    expect(lineValue(lines, 'dose')).toBe('3 sessions a week · 30 min');
    expect(lineValue(lines, 'test')).toBe('The exercise test of Mar 2, 2026');
    expect(lineValue(lines, 'fingerprint')).toBe('ab12 cd34 ef56 a7b8');
  });

  it('warns of an outdated prescription and says when there is no test or maximum', async () => {
    const t = await translator('pt-BR');
    const bare = { ...PRESCRIPTION, basedOn: null, safetyMaxBpm: null };
    const plan = planOf({ prescription: bare, tests: [], patientName: null });
    plan.programme = { ...plan.programme, targetOutdated: true };
    const lines = signingSummary(plan, t, 'pt-BR');
    expect(lineValue(lines, 'patient')).toBe('RX-1');
    expect(lineValue(lines, 'test')).toBe('Sem teste de esforço');
    expect(lineValue(lines, 'safetyMax')).toMatch(/^Sem máximo de segurança/);
    expect(lines.find((line) => line.key === 'outdated')).toMatchObject({ warning: true });
  });

  it('shows the plan hash’s first 16 hex digits in groups of four', () => {
    expect(fingerprintOf('0123456789abcdef'.repeat(4))).toBe('0123 4567 89ab cdef');
  });
});
