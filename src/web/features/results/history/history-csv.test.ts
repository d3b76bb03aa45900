import { describe, expect, it } from 'vitest';
import { CSV_DIALECTS } from '../../../../common/csv/csv-dialect';
import {
  formulaCells,
  headerOf,
  numberOf,
  parseCsv,
  tableOf,
} from '../../../../common/csv/csv-read-back.test-helpers';
import {
  listItemOf,
  makeActivityDetails,
} from '../../../../common/schemas/activity-factory.test-helpers';
import { resultsTranslator } from '../../../locales/results-translator.test-helpers';
import { historyCsv } from './history-csv';

const items = [1, 2].map((n) => {
  const item = listItemOf(makeActivityDetails(n));
  return {
    ...item,
    patientId: `P-${n}`,
    startedAt: Date.UTC(2025, 2, 4, 12, 30),
    notes: n === 1 ? '@SUM(A1) ok; fine' : '',
    target: { lowBpm: 100, highBpm: 120 },
    summary: { ...item.summary, durationMs: 1_830_000, hrAvg: 101.5, hrMax: 133.2, rpe: 12 },
  };
});
const names: Record<string, string> = { 'P-1': 'Lima, Ana; Jr.', 'P-2': '+Bruno' };

describe.each(CSV_DIALECTS)('historyCsv in %s', (dialect) => {
  it('reads back one row per loaded session and says the list is partial', async () => {
    const t = await resultsTranslator(dialect);
    const csv = historyCsv(items, (id) => names[id]!, t, {
      clinicName: 'Clínica',
      complete: false,
      dialect,
      timeZone: 'America/Sao_Paulo',
      exportedAt: Date.UTC(2025, 2, 5),
    });
    const rows = parseCsv(csv, dialect);
    expect(headerOf(rows)[t('historyCsv.scope')]).toBe(t('historyCsv.loadedOnly'));
    const table = tableOf(rows);
    const col = (key: string) => t(`classCsv.${key}`);
    expect(table.map((row) => row[col('patient')])).toEqual(['Lima, Ana; Jr.', "'+Bruno"]);
    expect(table[0]![col('start')]).toBe('2025-03-04T09:30:00-03:00');
    expect(numberOf(table[0]![col('durationMin')], dialect)).toBe(30.5);
    expect(numberOf(table[0]![col('hrAvg')], dialect)).toBe(102);
    expect(numberOf(table[0]![col('hrMax')], dialect)).toBe(133);
    expect(numberOf(table[0]![col('rpe')], dialect)).toBe(12);
    expect(table[0]![col('notes')]).toBe("'@SUM(A1) ok; fine");
    expect(formulaCells(csv, dialect)).toEqual([]);
  });
});
