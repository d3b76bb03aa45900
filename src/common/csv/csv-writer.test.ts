import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_DIALECTS, csvDialectFor } from './csv-dialect';
import { formulaCells, headerOf, numberOf, parseCsv, tableOf } from './csv-read-back.test-helpers';
import { CSV_BOM, csvDocument, csvLines, roundTo } from './csv-writer';
import { localIsoTime } from './local-time';

const HOSTILE = ['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\tx', '\rx'];

describe('csvDocument', () => {
  it('writes pt-BR with ; and a decimal comma, quotes every text and starts with a BOM', () => {
    const csv = csvDocument(
      { header: [['Paciente', 'Silva; Ana']], columns: ['Hora', 'RR (ms)'], rows: [['a', 812.5]] },
      'pt-BR',
    );
    expect(csv).toBe(`${CSV_BOM}"Paciente";"Silva; Ana"\r\n\r\n"Hora";"RR (ms)"\r\n"a";812,5\r\n`);
  });

  it('writes English with , and a dot', () => {
    const csv = csvDocument({ header: [], columns: ['x'], rows: [[1.25], [null], ['"q"']] }, 'en');
    expect(csv).toBe(`${CSV_BOM}"x"\r\n1.25\r\n\r\n"""q"""\r\n`);
  });

  it.each(CSV_DIALECTS)('reads back exactly in %s, header rows and table', (dialect) => {
    const csv = csvDocument(
      {
        header: [
          ['Patient', 'Ana, "Nina" Silva; Jr.'],
          ['Clinic', 'Coração'],
        ],
        columns: ['Name', 'RR (ms)', 'HR (bpm)'],
        rows: [
          ['a;b,c', 812.346, 72],
          ['', -0.5, null],
        ],
      },
      dialect,
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const rows = parseCsv(csv, dialect);
    expect(headerOf(rows)).toEqual({ Patient: 'Ana, "Nina" Silva; Jr.', Clinic: 'Coração' });
    const table = tableOf(rows);
    expect(table[0]!.Name).toBe('a;b,c');
    expect(numberOf(table[0]!['RR (ms)'], dialect)).toBe(812.346);
    expect(numberOf(table[1]!['RR (ms)'], dialect)).toBe(-0.5);
    expect(table[1]!['HR (bpm)']).toBe('');
  });

  it.each(CSV_DIALECTS)(
    'defuses formulas: no cell is a formula in a spreadsheet (%s)',
    (dialect) => {
      const csv = csvDocument(
        { header: [['Note', HOSTILE[0]]], columns: HOSTILE, rows: [HOSTILE] },
        dialect,
      );
      expect(formulaCells(csv, dialect)).toEqual([]);
      const table = tableOf(parseCsv(csv, dialect));
      expect(Object.values(table[0]!)).toEqual(HOSTILE.map((text) => `'${text}`));
    },
  );

  it('the spreadsheet check catches a formula that was not defused', () => {
    expect(formulaCells(`${CSV_BOM}"a",=1+2\r\n`, 'en')).toEqual(['B1: 1+2']);
  });

  it('any text round-trips in both dialects (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (texts) => {
        for (const dialect of CSV_DIALECTS) {
          const rows = parseCsv(CSV_BOM + csvLines([texts], dialect), dialect);
          const defused = texts.map((text) =>
            /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text) ? `'${text}` : text,
          );
          expect(rows[0]).toEqual(defused);
        }
      }),
    );
  });
});

describe('roundTo', () => {
  it('rounds to the sensor resolution and drops what is no number', () => {
    expect(roundTo(812.3456789012345, 3)).toBe(812.346);
    expect(roundTo(71.6)).toBe(72);
    expect(roundTo(-0.0001, 3)).toBe(0);
    expect(Object.is(roundTo(-0.0001, 3), -0)).toBe(false);
    expect(roundTo(Number.NaN)).toBeNull();
    expect(roundTo(null)).toBeNull();
  });
});

describe('csvDialectFor', () => {
  it('follows the language', () => {
    expect(csvDialectFor('pt-BR')).toBe('pt-BR');
    expect(csvDialectFor('pt')).toBe('pt-BR');
    expect(csvDialectFor('en')).toBe('en');
    expect(csvDialectFor(undefined)).toBe('en');
  });
});

describe('localIsoTime', () => {
  const at = Date.UTC(2025, 2, 4, 12, 30, 5, 700);
  it('shows the clinic clock with its offset', () => {
    expect(localIsoTime(at, 'America/Sao_Paulo')).toBe('2025-03-04T09:30:05-03:00');
    expect(localIsoTime(at, 'UTC')).toBe('2025-03-04T12:30:05+00:00');
    expect(localIsoTime(at, 'Asia/Kolkata')).toBe('2025-03-04T18:00:05+05:30');
    expect(localIsoTime(Date.UTC(2025, 0, 1, 2), 'America/St_Johns')).toBe(
      '2024-12-31T22:30:00-03:30',
    );
  });

  it('names the same instant (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        for (const zone of ['America/Sao_Paulo', 'Europe/Lisbon', 'Asia/Kolkata']) {
          expect(Date.parse(localIsoTime(ms, zone))).toBe(Math.floor(ms / 1000) * 1000);
        }
      }),
    );
  });
});
