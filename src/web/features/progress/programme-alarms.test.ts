import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/progress.json';
import { resultsTranslator } from '../../locales/results-translator.test-helpers';
import { programmeAlarmsText } from './programme-alarms';

async function translators() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { progress: en } }, ns: ['progress'] });
  const t = i18n.getFixedT('en', 'progress') as (key: string) => string;
  return { t, tr: await resultsTranslator('en') };
}

const session = (timeAboveMaxMs?: number) =>
  ({ timeAboveMaxMs }) as unknown as Parameters<typeof programmeAlarmsText>[0]['sessions'][number];

describe('a programme’s alarms on its discharge summary', () => {
  it('agree with the sessions’ logs: excursions, alarms sounded, acknowledgements, time above', async () => {
    const { t, tr } = await translators();
    const summary = {
      alarmTotals: [
        { rule: 'above-target' as const, count: 2, alerts: 5, acks: 3 },
        { rule: 'no-signal' as const, count: 2, alerts: 2, acks: 1 },
      ],
      sessions: [session(30_000), session(60_000)],
    };
    expect(programmeAlarmsText(summary, t, tr)).toBe(
      '4 excursions, 7 alarms sounded, 4 acknowledged: Above target × 2, No signal × 2 · ' +
        '1:30 above the safety maximum',
    );
  });

  it('say none were recorded; a summary frozen before alerts were kept gives its excursions', async () => {
    const { t, tr } = await translators();
    expect(programmeAlarmsText({ alarmTotals: [], sessions: [] }, t, tr)).toBe('None recorded');
    const frozen = {
      alarmTotals: [{ rule: 'above-max' as const, count: 1 }],
      sessions: [session()],
    };
    expect(programmeAlarmsText(frozen, t, tr)).toBe('1 excursion: Above safety maximum × 1');
  });
});
