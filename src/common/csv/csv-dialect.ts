/**
 * The two CSV dialects Ritmo writes, chosen by the reader's language: a spreadsheet in pt-BR
 * (Excel, LibreOffice) splits on `;` because `,` is its decimal mark; in English on `,` with `.`.
 */
export const CSV_DIALECTS = ['pt-BR', 'en'] as const;
export type CsvDialect = (typeof CSV_DIALECTS)[number];

export interface CsvDialectRules {
  delimiter: ';' | ',';
  decimalMark: ',' | '.';
}

export const CSV_DIALECT_RULES: Record<CsvDialect, CsvDialectRules> = {
  'pt-BR': { delimiter: ';', decimalMark: ',' },
  en: { delimiter: ',', decimalMark: '.' },
};

/** Any Portuguese reads the pt-BR dialect; every other language the English one. */
export function csvDialectFor(language: string | null | undefined): CsvDialect {
  return language?.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en';
}
