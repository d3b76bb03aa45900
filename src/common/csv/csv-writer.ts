/**
 * The one CSV writer behind every file Ritmo exports (session, class, audit trail), on
 * csv-stringify. Text cells are always quoted, so a `;` or `,` inside a name never splits a
 * column, and defused against formula injection (OWASP "CSV Injection"): a text starting with
 * = + - @, a tab or a CR (or their full-width forms) gets a leading apostrophe. Numbers are
 * written bare, with the dialect's decimal mark, rounded by the caller to what the sensor measures.
 */
// The browser build: the package's Node entry reads the global Buffer, which browsers lack.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { CSV_DIALECT_RULES, type CsvDialect } from './csv-dialect.js';

/** A number, a text, or empty (null/undefined). */
export type CsvCell = string | number | null | undefined;
export type CsvRow = readonly CsvCell[];

/** The byte-order mark: Excel reads the file as UTF-8 (accents in names) only with it. */
export const CSV_BOM = '\uFEFF';

/** `value` to `decimals` places; null when it is no finite number. */
export function roundTo(value: number | null | undefined, decimals = 0): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** decimals;
  // +0 turns a rounded -0 into 0, which a spreadsheet would otherwise show as "-0".
  return Math.round(value * factor) / factor + 0;
}

/** Rows as CSV lines (CRLF, as RFC 4180 and Excel expect), without a BOM: for streaming. */
export function csvLines(rows: readonly CsvRow[], dialect: CsvDialect): string {
  if (rows.length === 0) return '';
  const { delimiter, decimalMark } = CSV_DIALECT_RULES[dialect];
  return stringify(rows as CsvCell[][], {
    delimiter,
    record_delimiter: 'windows',
    quoted_string: true,
    escape_formulas: true,
    cast: {
      number: (value: number) =>
        Number.isFinite(value) ? String(value).replace('.', decimalMark) : '',
    },
  });
}

export interface CsvDocument {
  /** Label/value rows above the table: the patient, session, clinic the file is about. */
  header: readonly (readonly [label: string, value: CsvCell])[];
  /** The table's column names. */
  columns: readonly string[];
  rows: readonly CsvRow[];
}

/**
 * A whole file: BOM, the header rows, an empty line, then the table. The empty line lets a
 * reader (or a script) find where the table starts.
 */
export function csvDocument(document: CsvDocument, dialect: CsvDialect): string {
  return (
    CSV_BOM +
    csvLines(document.header, dialect) +
    (document.header.length > 0 ? '\r\n' : '') +
    csvLines([document.columns, ...document.rows], dialect)
  );
}
