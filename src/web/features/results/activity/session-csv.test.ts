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
import { makeActivityDetails } from '../../../../common/schemas/activity-factory.test-helpers';
import { resultsTranslator } from '../../../locales/results-translator.test-helpers';
import { sessionAlarmsOf } from './alarm-counts-text';
import { csvFileName, sessionCsv } from './session-csv';

const STARTED_AT = Date.UTC(2025, 2, 4, 12, 30, 0);

function makeSession(): Activity {
  const base = makeActivityDetails(1).activity;
  return {
    ...base,
    startedAt: STARTED_AT,
    endedAt: STARTED_AT + 120_000,
    notes: '=cmd|calc; tolerated well',
    target: { lowBpm: 100, highBpm: 120 },
    recordedBy: { id: 'u1', name: 'Fisio Ana' },
    samples: {
      t: [0, 1000, 2500],
      hr: [92.4, 95, null],
      rr: [812.3456789012345, null, 640.0000000001],
      speed: [4.123456, 4.2, 4.25],
    },
    events: [
      { t: 0, kind: 'bp', value: { systolic: 128, diastolic: 82 } },
      { t: 1000, kind: 'spo2', value: 96 },
      { t: 1000, kind: 'rpe', value: 13 },
      { t: 2000, kind: 'marker', value: '+ramp up' },
      { t: 2500, kind: 'alarm', value: { rule: 'above-target', measured: 131, limit: 120 } },
      { t: 3000, kind: 'alarm-ack', value: { rule: 'above-target', by: 'Ana <ana@x.org>' } },
      { t: 4000, kind: 'note', value: 'Dizzy; sat down' },
    ],
  };
}

const CONTEXT = {
  patientName: 'Silva, Maria; "Mia"',
  clinicName: 'Clínica Coração',
  timeZone: 'America/Sao_Paulo',
  exportedAt: STARTED_AT + 3_600_000,
};

describe.each(CSV_DIALECTS)('sessionCsv in %s', (dialect) => {
  async function exported() {
    const t = await resultsTranslator(dialect);
    const csv = sessionCsv(makeSession(), t, { ...CONTEXT, dialect });
    return { t, csv, rows: parseCsv(csv, dialect) };
  }

  it('names the patient, session and clinic in header rows', async () => {
    const { t, csv, rows } = await exported();
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const header = headerOf(rows);
    expect(header[t('report.patient')]).toBe('Silva, Maria; "Mia"');
    expect(header[t('csv.clinic')]).toBe('Clínica Coração');
    expect(header[t('csv.session')]).toBe(makeSession().activityId);
    expect(header[t('csv.start')]).toBe('2025-03-04T09:30:00-03:00');
    expect(header[t('csv.targetBand')]).toBe('100–120');
    // The log's one alarm and its acknowledgement; 95 bpm never passed a safety maximum.
    expect(header[t('csv.alarms')]).toBe(
      dialect === 'en'
        ? '1 excursion, 1 alarm sounded, 1 acknowledged'
        : '1 episódio, 1 disparo, 1 reconhecido',
    );
    expect(header[t('csv.aboveMaxMin')]).toBe('0');
    // Saved before the safety maximum was kept: empty, not a guess.
    expect(header[t('csv.safetyMaxBpm')]).toBe('');
    expect(header[t('report.clinician')]).toBe('Fisio Ana');
    expect(header[t('notes.title')]).toBe("'=cmd|calc; tolerated well");
  });

  it('names the safety maximum it ran with and counts the time above it without an alarm', async () => {
    const t = await resultsTranslator(dialect);
    // 92 bpm kept as the limit (the test's peak): 92.4 from 0 s and 95 from 1 s are above it
    // (a null reading holds nothing) until the summary's end at 2 s, under a tenth of a minute.
    const session = { ...makeSession(), safetyMaxBpm: 92, safetyMaxSource: 'peak' as const };
    const header = headerOf(parseCsv(sessionCsv(session, t, { ...CONTEXT, dialect }), dialect));
    expect(header[t('csv.safetyMaxBpm')]).toBe('92');
    expect(header[t('csv.safetyMaxSource')]).toBe(t('guidance.safetyMaxSources.peak'));
    expect(sessionAlarmsOf(session).timeAboveMaxMs).toBe(2000);
    expect(numberOf(header[t('csv.aboveMaxMin')]!, dialect)).toBe(0);
  });

  it('reads back every sample rounded to the sensor, and every event, in time order', async () => {
    const { t, rows } = await exported();
    const table = tableOf(rows);
    const col = (name: string) => t(`csv.${name}`);
    expect(table.map((row) => row[col('row')])).toEqual([
      t('csv.sample'),
      t('events.bp'),
      t('csv.sample'),
      t('events.spo2'),
      t('events.rpe'),
      t('events.marker'),
      t('csv.sample'),
      t('events.alarm'),
      t('events.alarm-ack'),
      t('events.note'),
    ]);
    const [first, bp, second, spo2, rpe, marker, third, alarm, ack, note] = table as Record<
      string,
      string
    >[];
    expect(first![col('time')]).toBe('2025-03-04T09:30:00-03:00');
    expect(numberOf(first![col('hr')], dialect)).toBe(92);
    expect(numberOf(first![col('rr')], dialect)).toBe(812);
    expect(numberOf(first![col('speed')], dialect)).toBe(4.12);
    expect(first![col('power')]).toBe('');
    expect(numberOf(bp![col('systolic')], dialect)).toBe(128);
    expect(numberOf(bp![col('diastolic')], dialect)).toBe(82);
    expect(second![col('rr')]).toBe('');
    expect(numberOf(spo2![col('spo2')], dialect)).toBe(96);
    expect(numberOf(rpe![col('rpe')], dialect)).toBe(13);
    expect(marker![col('text')]).toBe("'+ramp up");
    expect(numberOf(third![col('offsetS')], dialect)).toBe(2.5);
    expect(numberOf(third![col('rr')], dialect)).toBe(640);
    expect(alarm![col('text')]).toContain('131');
    expect(ack![col('text')]).toContain('Ana <ana@x.org>');
    expect(note![col('text')]).toBe('Dizzy; sat down');
  });

  it('writes numbers in the dialect and no cell becomes a formula', async () => {
    const { csv, t } = await exported();
    const sample = csv.split('\r\n').find((line) => line.includes(t('csv.sample')))!;
    expect(sample).toContain(dialect === 'pt-BR' ? ';0;"' : ',0,"');
    expect(csv).toContain(dialect === 'pt-BR' ? ';4,12;' : ',4.12,');
    expect(formulaCells(csv, dialect)).toEqual([]);
  });
});

describe('csvFileName', () => {
  it('names the patient and the local start time', () => {
    const at = new Date(2025, 2, 4, 9, 5).getTime();
    expect(csvFileName('P-001', at)).toBe('ritmo-P-001-2025-03-04-0905.csv');
  });
});
