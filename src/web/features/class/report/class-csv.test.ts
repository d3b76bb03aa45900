import { describe, expect, it } from 'vitest';
import { CSV_DIALECTS } from '../../../../common/csv/csv-dialect';
import {
  formulaCells,
  headerOf,
  numberOf,
  parseCsv,
  tableOf,
} from '../../../../common/csv/csv-read-back.test-helpers';
import { CSV_BOM } from '../../../../common/csv/csv-writer';
import type { Activity } from '../../../../common/schemas/activity';
import type { ActivityEvent } from '../../../../common/schemas/activity-event';
import {
  listItemOf,
  makeActivityDetails,
} from '../../../../common/schemas/activity-factory.test-helpers';
import { resultsTranslator } from '../../../locales/results-translator.test-helpers';
import { classCsv } from './class-csv';
import { entriesByPhase } from './class-entries';
import { type ClassSession, classReportRows } from './class-report-rows';

const START = Date.UTC(2025, 2, 4, 12, 30);
const MIN = 60_000;

function participant(n: number, patientId: string, events: ActivityEvent[], notes: string) {
  const { activity } = makeActivityDetails(n);
  // A reading every 5 s (the summary's hold cap): the first 10 minutes below the band.
  const t = Array.from({ length: 361 }, (_, i) => i * 5000);
  const details: Activity = {
    ...activity,
    patientId,
    type: 'cycle',
    startedAt: START,
    endedAt: START + 30 * MIN,
    notes,
    target: { lowBpm: 100, highBpm: 120 },
    samples: { t, hr: t.map((_, i) => (i < 120 ? 95 : 110.4)), power: t.map(() => 61.6) },
    events,
  };
  const item = listItemOf({ activity: details });
  item.summary = {
    ...item.summary,
    durationMs: 30 * MIN,
    activeTimeMs: 30 * MIN,
    hrAvg: 105.46,
    hrMax: 110.4,
    avgPowerW: 61.6,
    rpe: 13,
  };
  return { item, details } satisfies ClassSession;
}

const sessions: ClassSession[] = [
  participant(
    1,
    'P-1',
    [
      { t: 0, kind: 'bp', value: { systolic: 128, diastolic: 82 } },
      { t: 30_000, kind: 'spo2', value: 97 },
      { t: 10 * MIN, kind: 'bp', value: { systolic: 150, diastolic: 85 } },
      { t: 15 * MIN, kind: 'spo2', value: 94 },
      { t: 20 * MIN, kind: 'spo2', value: 95 },
      // At End: after; everything from the start up to then: during.
      { t: 30 * MIN, kind: 'bp', value: { systolic: 122, diastolic: 80 } },
      // From 10 min on, 110.4 bpm is above the safety maximum (110) its alarm carried.
      { t: 11 * MIN, kind: 'alarm', value: { rule: 'above-max', measured: 110, limit: 110 } },
      { t: 12 * MIN, kind: 'alarm', value: { rule: 'above-target', measured: 131, limit: 120 } },
      { t: 12 * MIN + 5000, kind: 'alarm-ack', value: { rule: 'above-target', by: 'Ana' } },
      {
        t: 14 * MIN,
        kind: 'alarm',
        value: { rule: 'above-target', measured: 131, limit: 120, repeat: 1 },
      },
      { t: 13 * MIN, kind: 'note', value: 'Knee pain; slowed' },
    ],
    '=1+1 felt fine',
  ),
  participant(2, 'P-2', [], ''),
];
const names: Record<string, string> = { 'P-1': 'Souza; Ana', 'P-2': 'Bruno, Lima' };

describe.each(CSV_DIALECTS)('classCsv in %s', (dialect) => {
  it('reads back one row per participant with every figure of the report', async () => {
    const t = await resultsTranslator(dialect);
    const rows = classReportRows(sessions, (id) => names[id]!, dialect);
    const csv = classCsv(rows, sessions, t, {
      classId: 'c-1',
      clinicName: 'Clínica Coração',
      exportedBy: 'Fisio Ana',
      dialect,
      timeZone: 'America/Sao_Paulo',
      exportedAt: START + 60 * MIN,
    });
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const parsed = parseCsv(csv, dialect);
    const header = headerOf(parsed);
    expect(header[t('csv.clinic')]).toBe('Clínica Coração');
    expect(header[t('csv.start')]).toBe('2025-03-04T09:30:00-03:00');
    expect(header[t('classCsv.participants')]).toBe('2');
    const table = tableOf(parsed);
    const col = (key: string) => t(`classCsv.${key}`);
    expect(table.map((row) => row[col('patient')])).toEqual(['Bruno, Lima', 'Souza; Ana']);
    const ana = table[1]!;
    const num = (key: string) => numberOf(ana[col(key)], dialect);
    expect(ana[col('activity')]).toBe(t('types.cycle'));
    expect(num('durationMin')).toBe(30);
    expect(num('hrAvg')).toBe(105);
    expect(num('hrMax')).toBe(110);
    expect([num('targetLow'), num('targetHigh')]).toEqual([100, 120]);
    expect(num('inTargetPct')).toBe(67);
    expect(num('inTargetMin')).toBe(20);
    expect(ana[col('bp_before')]).toBe('');
    expect(ana[col('bp_during')]).toBe('128/82 · 150/85');
    expect(ana[col('bp_after')]).toBe('122/80');
    expect(ana[col('spo2_before')]).toBe('');
    expect(ana[col('spo2_during')]).toBe('97 · 94 · 95');
    expect(ana[col('spo2_after')]).toBe('');
    expect(num('avgPowerW')).toBe(62);
    expect(num('rpe')).toBe(13);
    expect(num('alarms')).toBe(2);
    expect(num('alarmsSounded')).toBe(3);
    expect(num('alarmAcks')).toBe(1);
    // 240 readings from 10 min, each held 5 s: 20 min above the safety maximum.
    expect(num('aboveMaxMin')).toBe(20);
    expect(ana[col('alarmRules')]).toBe(
      `${t('alarms.rules.above-target')}, ${t('alarms.rules.above-max')}`,
    );
    expect(ana[col('notes')]).toBe("'=1+1 felt fine | Knee pain; slowed");
    expect(formulaCells(csv, dialect)).toEqual([]);
  });
});

describe.each(CSV_DIALECTS)('what guided each participant in the class CSV, %s', (dialect) => {
  /** Bruno guided by Borg from an unsigned v2; Ana's band from a signed v1; an old session. */
  function guided(): ClassSession[] {
    const [ana, bruno] = sessions.map(({ item, details }) => ({ item: { ...item }, details }));
    ana!.item.prescription = { version: 1, signed: true };
    bruno!.item.target = null;
    bruno!.item.borgTarget = { low: 11, high: 13 };
    bruno!.item.prescription = { version: 2, signed: false };
    const old = participant(3, 'P-3', [], '');
    return [ana!, bruno!, old];
  }

  it('prints the Borg range, never a band, for a session guided by Borg; the band otherwise', async () => {
    const t = await resultsTranslator(dialect);
    const all = guided();
    const named = { ...names, 'P-3': 'Carla Antiga' };
    const rows = classReportRows(all, (id) => named[id as keyof typeof named]!, dialect);
    const csv = classCsv(rows, all, t, {
      classId: 'c-1',
      clinicName: null,
      exportedBy: 'Fisio Ana',
      dialect,
      timeZone: 'America/Sao_Paulo',
      exportedAt: START + 60 * MIN,
    });
    const table = tableOf(parseCsv(csv, dialect));
    const col = (key: string) => t(`classCsv.${key}`);
    const cells = (row: Record<string, string>) =>
      ['targetLow', 'targetHigh', 'targetBorg', 'prescription'].map((key) => row[col(key)]);
    const unsigned = dialect === 'pt-BR' ? 'v2 · não assinada' : 'v2 · unsigned';
    const [bruno, carla, ana] = table;
    expect(cells(bruno!)).toEqual(['', '', '11–13', unsigned]);
    expect(cells(ana!)).toEqual(['100', '120', '', 'v1']);
    // Saved before either was kept: as before, its band and nothing more.
    expect(cells(carla!)).toEqual(['100', '120', '', '']);
  });

  it("each participant's safety maximum and its source in the last two columns; empty for an old session", async () => {
    const t = await resultsTranslator(dialect);
    const all = guided();
    all[0]!.item.safetyMaxBpm = 110;
    all[0]!.item.safetyMaxSource = 'ischaemic';
    all[1]!.item.safetyMaxBpm = 140;
    all[1]!.item.safetyMaxSource = 'device';
    const named = { ...names, 'P-3': 'Carla Antiga' };
    const rows = classReportRows(all, (id) => named[id as keyof typeof named]!, dialect);
    const csv = classCsv(rows, all, t, {
      classId: 'c-1',
      clinicName: null,
      exportedBy: 'Fisio Ana',
      dialect,
      timeZone: 'America/Sao_Paulo',
      exportedAt: START + 60 * MIN,
    });
    const parsed = parseCsv(csv, dialect);
    const columns = Object.keys(tableOf(parsed)[0]!);
    // Added last, so a reader by position still finds every earlier column where it was.
    expect(columns.slice(-3)).toEqual([
      t('classCsv.notes'),
      t('classCsv.safetyMaxBpm'),
      t('classCsv.safetyMaxSource'),
    ]);
    const col = (key: string) => t(`classCsv.${key}`);
    const [bruno, carla, ana] = tableOf(parsed);
    const safety = (row: Record<string, string>) => [
      row[col('safetyMaxBpm')],
      row[col('safetyMaxSource')],
    ];
    expect(safety(ana!)).toEqual(['110', t('guidance.safetyMaxSources.ischaemic')]);
    expect(safety(bruno!)).toEqual(['140', t('guidance.safetyMaxSources.device')]);
    expect(safety(carla!)).toEqual(['', '']);
    // Ana's 20 min above 110 came from her alarms; Bruno, without any, against his kept 140.
    expect(numberOf(ana![col('aboveMaxMin')], dialect)).toBe(20);
    expect(numberOf(bruno![col('aboveMaxMin')], dialect)).toBe(0);
  });
});

describe('entries by phase', () => {
  it('files a pressure entered as pre-exercise as before, even typed after the start', () => {
    const phases = entriesByPhase({
      startedAt: START,
      endedAt: START + 30 * 60_000,
      events: [
        { t: 0, kind: 'bp', value: { systolic: 128, diastolic: 82 }, phase: 'before' },
        { t: 90_000, kind: 'bp', value: { systolic: 126, diastolic: 80 }, phase: 'before' },
        { t: 600_000, kind: 'bp', value: { systolic: 150, diastolic: 86 } },
      ],
    });
    expect(phases.before.bp).toEqual(['128/82', '126/80']);
    expect(phases.during.bp).toEqual(['150/86']);
  });

  it('files BP and SpO₂ taken at 4:16 of a 5:36 class as during, not after (issue 34)', () => {
    const at = (4 * 60 + 16) * 1000;
    const phases = entriesByPhase({
      startedAt: START,
      endedAt: START + (5 * 60 + 36) * 1000,
      events: [
        { t: at, kind: 'bp', value: { systolic: 142, diastolic: 84 } },
        { t: at, kind: 'spo2', value: 96 },
      ],
    });
    expect(phases).toEqual({
      before: { bp: [], spo2: [] },
      during: { bp: ['142/84'], spo2: [96] },
      after: { bp: [], spo2: [] },
    });
  });
});
