import { describe, expect, it } from 'vitest';
import { resultsTranslator } from '../../../locales/results-translator.test-helpers';
import {
  safetyMaxSourceText,
  sessionPrescriptionText,
  sessionTargetText,
} from './session-guidance';

const BAND = { lowBpm: 98, highBpm: 115 };
const BORG = { low: 11, high: 13 };

describe('what guided a session, as its reports print it', () => {
  it('prints the Borg range of a session guided by Borg, never a band', async () => {
    const t = await resultsTranslator('en');
    expect(sessionTargetText({ target: null, borgTarget: BORG }, t)).toBe('Borg 11–13');
    // Even were a band stored beside it, the Borg range is what guided the session.
    expect(sessionTargetText({ target: BAND, borgTarget: BORG }, t)).toBe('Borg 11–13');
  });

  it('prints a band as before, and nothing for a session with neither (or saved before)', async () => {
    const t = await resultsTranslator('en');
    expect(sessionTargetText({ target: BAND, borgTarget: null }, t)).toBe('98–115 bpm');
    expect(sessionTargetText({ target: BAND }, t)).toBe('98–115 bpm');
    expect(sessionTargetText({}, t)).toBeNull();
  });

  it('says "unsigned" of a prescription no signature covered, in both languages', async () => {
    const [en, pt] = await Promise.all([resultsTranslator('en'), resultsTranslator('pt-BR')]);
    const unsigned = { prescription: { version: 2, signed: false } };
    const signed = { prescription: { version: 2, signed: true } };
    expect(sessionPrescriptionText(unsigned, en)).toBe('Prescription v2 · unsigned');
    expect(sessionPrescriptionText(unsigned, pt)).toBe('Prescrição v2 · não assinada');
    expect(sessionPrescriptionText(signed, en)).toBe('Prescription v2');
    expect(sessionPrescriptionText(unsigned, en, true)).toBe('v2 · unsigned');
    expect(sessionPrescriptionText({ prescription: null }, en)).toBeNull();
    expect(sessionPrescriptionText({}, en)).toBeNull();
  });

  it('says where the safety maximum it ran with came from; nothing when none was kept', async () => {
    const [en, pt] = await Promise.all([resultsTranslator('en'), resultsTranslator('pt-BR')]);
    const icd = { safetyMaxBpm: 140, safetyMaxSource: 'device' as const };
    expect(safetyMaxSourceText(icd, en)).toBe('device limit − 10');
    expect(safetyMaxSourceText(icd, pt)).toBe('limite do dispositivo − 10');
    expect(safetyMaxSourceText({ safetyMaxBpm: 102, safetyMaxSource: null }, en)).toBeNull();
    expect(safetyMaxSourceText({ safetyMaxSource: 'clinician' }, en)).toBeNull();
    expect(safetyMaxSourceText({ safetyMaxBpm: 130, safetyMaxSource: 'clinician' }, pt)).toBe(
      'reduzido para o dia',
    );
  });
});
