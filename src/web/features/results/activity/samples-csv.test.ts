import { describe, expect, it } from 'vitest';
import type { Samples } from '../../../../common/schemas/activity';
import { type CsvColumn, csvColumns, csvFileName, samplesToCsv } from './samples-csv';

const HEADERS: Record<CsvColumn, string> = {
  time: 'Time',
  offsetS: 'Offset (s)',
  hr: 'HR (bpm)',
  rr: 'RR (ms)',
  speed: 'Speed (km/h)',
  cadence: 'Cadence (rpm)',
  power: 'Power (W)',
};
const STARTED_AT = Date.UTC(2025, 2, 4, 12, 30, 0);

describe('samplesToCsv', () => {
  it('writes one row per sample with ISO time and offset in seconds', () => {
    const samples: Samples = { t: [0, 1000, 2500], hr: [92, 95, 101] };
    expect(samplesToCsv(samples, STARTED_AT, HEADERS)).toBe(
      'Time,Offset (s),HR (bpm)\r\n' +
        '2025-03-04T12:30:00.000Z,0,92\r\n' +
        '2025-03-04T12:30:01.000Z,1,95\r\n' +
        '2025-03-04T12:30:02.500Z,2.5,101\r\n',
    );
  });

  it('leaves a cell empty where the sensor gave nothing', () => {
    const samples: Samples = { t: [0, 1000], hr: [90, null], rr: [null, 640] };
    const rows = samplesToCsv(samples, STARTED_AT, HEADERS).split('\r\n');
    expect(rows[1]).toBe('2025-03-04T12:30:00.000Z,0,90,');
    expect(rows[2]).toBe('2025-03-04T12:30:01.000Z,1,,640');
  });

  it('keeps the channel order HR, RR, speed, cadence, power, and only those recorded', () => {
    const samples: Samples = {
      t: [0],
      power: [120],
      hr: [100],
      cadence: [80],
      speed: [null],
    };
    expect(csvColumns(samples)).toEqual(['time', 'offsetS', 'hr', 'cadence', 'power']);
    expect(samplesToCsv(samples, STARTED_AT, HEADERS).split('\r\n')[1]).toBe(
      '2025-03-04T12:30:00.000Z,0,100,80,120',
    );
  });

  it('quotes headers holding commas or quotes (translations may)', () => {
    const headers = { ...HEADERS, hr: 'FC, "bpm"' };
    const header = samplesToCsv({ t: [0], hr: [1] }, STARTED_AT, headers).split('\r\n')[0];
    expect(header).toBe('Time,Offset (s),"FC, ""bpm"""');
  });

  it('gives just the header for a session without samples', () => {
    expect(samplesToCsv({ t: [] }, STARTED_AT, HEADERS)).toBe('Time,Offset (s)\r\n');
  });
});

describe('csvFileName', () => {
  it('names the patient and the local start time', () => {
    const at = new Date(2025, 2, 4, 9, 5).getTime();
    expect(csvFileName('P-001', at)).toBe('ritmo-P-001-2025-03-04-0905.csv');
  });
});
