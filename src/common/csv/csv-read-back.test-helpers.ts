/**
 * Reading an exported CSV back, as the tests of every export do: with csv-parse (a strict CSV
 * parser) and with SheetJS, which parses as a spreadsheet does and shows whether a cell would
 * become a formula.
 */
import { parse } from 'csv-parse/sync';
import * as XLSX from 'xlsx';
import { CSV_DIALECT_RULES, type CsvDialect } from './csv-dialect';

/** Every line's cells, as text; a BOM is dropped (fetch's text() has dropped it already). */
export function parseCsv(csv: string, dialect: CsvDialect): string[][] {
  return parse(csv, {
    bom: true,
    delimiter: CSV_DIALECT_RULES[dialect].delimiter,
    relax_column_count: true,
    skip_empty_lines: false,
  }) as string[][];
}

/** The number a cell holds in that dialect ("72,5" in pt-BR); NaN when it holds none. */
export function numberOf(cell: string | undefined, dialect: CsvDialect): number {
  if (cell === undefined || cell.trim() === '') return Number.NaN;
  return Number(dialect === 'pt-BR' ? cell.replace(',', '.') : cell);
}

/** The table under the header rows (after the first empty line), as objects by column name. */
export function tableOf(rows: string[][]): Record<string, string>[] {
  const blank = rows.findIndex((row) => row.length === 1 && row[0] === '');
  const [columns = [], ...body] = rows.slice(blank + 1);
  return body.map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i] ?? ''])));
}

/** The header rows above the table, label → value. */
export function headerOf(rows: string[][]): Record<string, string> {
  const blank = rows.findIndex((row) => row.length === 1 && row[0] === '');
  return Object.fromEntries(rows.slice(0, blank).map(([label = '', value = '']) => [label, value]));
}

/** The cells SheetJS reads as formulas when it opens the file as a spreadsheet would. */
export function formulaCells(csv: string, dialect: CsvDialect): string[] {
  // SheetJS keeps a BOM as text of the first cell, so it is dropped as Excel drops it.
  const text = csv.replace(/^\uFEFF/, '');
  const book = XLSX.read(text, { type: 'string', FS: CSV_DIALECT_RULES[dialect].delimiter });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return Object.entries(sheet)
    .filter(([address, cell]) => !address.startsWith('!') && (cell as XLSX.CellObject).f)
    .map(([address, cell]) => `${address}: ${(cell as XLSX.CellObject).f}`);
}
