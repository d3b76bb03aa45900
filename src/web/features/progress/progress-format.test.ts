import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/progress.json';
import ptBR from '../../locales/pt-BR/progress.json';
import {
  attendancePct,
  changeText,
  formatDay,
  formatDayDigits,
  meanInTargetPct,
} from './progress-format';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const walk = (change: number | null, changePct: number | null) => ({
  baseline: { assessmentId: 'A', date: '2026-10-06', value: 412 },
  latest: change === null ? null : { assessmentId: 'B', date: '2026-11-20', value: 412 + change },
  change,
  changePct,
});

describe('progress wording and numbers', () => {
  it('has the same keys in English and Portuguese', () => {
    expect(keysOf(ptBR).sort()).toEqual(keysOf(en).sort());
  });

  it('says a change with its sign, unit and percentage in the reader’s locale', () => {
    expect(changeText(walk(68, 16.5), 'm', 'en')).toBe('+68\u00a0m (+16.5\u00a0%)');
    expect(changeText(walk(-1.5, -1.9), 'kg', 'pt-BR')).toBe('-1,5\u00a0kg (-1,9\u00a0%)');
    expect(changeText(walk(null, null), 'm', 'en')).toBe('—');
    // A questionnaire's score has no unit.
    expect(changeText(walk(1.5, 36.6), '', 'en')).toBe('+1.5 (+36.6\u00a0%)');
  });

  it('counts attendance against what was prescribed, extra sessions not making up a missed week', () => {
    const weeks = [
      { sessions: 5, prescribed: 3 },
      { sessions: 0, prescribed: 3 },
      { sessions: 2, prescribed: 3 },
    ];
    // 3 + 0 + 2 of 9.
    expect(attendancePct(weeks)).toBe(56);
    expect(attendancePct([])).toBeNull();
  });

  it('averages time in target over the sessions that had a band', () => {
    expect(
      meanInTargetPct([
        { timeInTargetPct: 50 },
        { timeInTargetPct: null },
        { timeInTargetPct: 71 },
      ]),
    ).toBe(61);
    expect(meanInTargetPct([{ timeInTargetPct: null }])).toBeNull();
  });

  it('writes a calendar day as that day wherever the reader is', () => {
    expect(formatDay('2026-10-12', 'pt-BR')).toBe('12 de out. de 2026');
    expect(formatDayDigits('2026-10-12', 'pt-BR')).toBe('12/10/2026');
    expect(formatDayDigits('2026-10-12', 'en-US')).toBe('10/12/2026');
  });

  it('words the discharge in clinical Portuguese', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { 'pt-BR': { progress: ptBR } }, ns: ['progress'] });
    const t = i18n.getFixedT('pt-BR', 'progress');
    expect(t('outcomes.sixMinuteWalkM')).toBe('Distância no teste de caminhada de 6 minutos');
    expect(t('stats.sessionsValue', { done: 11, planned: 24 })).toBe('11 de 24');
  });
});
