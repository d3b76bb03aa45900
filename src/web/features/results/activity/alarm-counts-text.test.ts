import { describe, expect, it } from 'vitest';
import { resultsTranslator } from '../../../locales/results-translator.test-helpers';
import { advisoriesText, alarmTotalsText, timeAboveMaxText } from './alarm-counts-text';

describe('alarms in words', () => {
  it('say the excursions with the alarms sounded and acknowledged beside them', async () => {
    const en = await resultsTranslator('en');
    const pt = await resultsTranslator('pt-BR');
    const totals = { excursions: 2, alerts: 5, acks: 3 };
    expect(alarmTotalsText(totals, en)).toBe('2 excursions, 5 alarms sounded, 3 acknowledged');
    expect(alarmTotalsText(totals, pt)).toBe('2 episódios, 5 disparos, 3 reconhecidos');
    expect(alarmTotalsText({ excursions: 1, alerts: 1, acks: 0 }, en)).toBe(
      '1 excursion, 1 alarm sounded, 0 acknowledged',
    );
    // A summary frozen before the alerts were kept: only what is known.
    expect(alarmTotalsText({ excursions: 2, alerts: null, acks: null }, en)).toBe('2 excursions');
    expect(alarmTotalsText({ excursions: 0, alerts: 0, acks: 0 }, en)).toBe('No alarms');
  });

  it('say the time above the safety maximum, nothing when it was never passed', async () => {
    const en = await resultsTranslator('en');
    expect(timeAboveMaxText(45_000, en)).toBe('0:45 above the safety maximum');
    expect(timeAboveMaxText(0, en)).toBeNull();
    expect(timeAboveMaxText(undefined, en)).toBeNull();
  });

  it('give each advisory its own advice: a Borg rating is not answered by taking a pulse', async () => {
    const en = await resultsTranslator('en');
    const pt = await resultsTranslator('pt-BR');
    const borg = { rule: 'borg-above', count: 1 } as const;
    const rhythm = { rule: 'irregular-rhythm', count: 2 } as const;
    expect(advisoriesText([borg], pt)).toBe(
      'Alerta: Borg acima da faixa prescrita — reduza o esforço',
    );
    expect(advisoriesText([rhythm, borg], en)).toBe(
      'Alert: irregular rhythm ×2 — check the pulse by hand; Borg above the prescribed range — ease the effort',
    );
    expect(advisoriesText([], en)).toBeNull();
  });
});
