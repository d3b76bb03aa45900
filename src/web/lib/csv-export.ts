/**
 * What every CSV export in the app follows: the dialect of the reader's language, said on the
 * export button so the reader knows which spreadsheet settings the file expects.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CsvDialect, csvDialectFor } from '../../common/csv/csv-dialect';
import { deviceTimeZone } from '../../common/dates/time-zone';
import { saveBlob } from './download';

export interface CsvExportChoice {
  dialect: CsvDialect;
  /** "pt-BR spreadsheet: ; and decimal comma", in the reader's language. */
  dialectLabel: string;
  /** This device's IANA zone: times in the file are local, with their offset. */
  timeZone: string;
}

export function useCsvExport(): CsvExportChoice {
  const { t, i18n } = useTranslation();
  const dialect = csvDialectFor(i18n.language);
  return {
    dialect,
    dialectLabel: t(`common.csvDialect_${dialect}`),
    timeZone: deviceTimeZone(),
  };
}

/** Export buttons carry the dialect in their label: on a phone it wraps rather than being cut. */
export const WRAPPING_BUTTON = {
  h: 'auto',
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'left' } },
} as const;

/** A CSV text (with its BOM) saved as a UTF-8 file. */
function csvBlob(csv: string): Blob {
  return new Blob([csv], { type: 'text/csv;charset=utf-8' });
}

/** "2025-03-04-0930": a local time for a file name, so files sort by name. */
export function fileTimeStamp(epochMs: number): string {
  const d = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${day}-${pad(d.getHours())}${pad(d.getMinutes())}`;
}

/**
 * A CSV download whose writer loads on first use: `failed` turns true when building it failed
 * (the writer's chunk could not load offline, say), so the screen can say so instead of nothing.
 */
export function useCsvDownload(build: () => Promise<{ csv: string; fileName: string }>) {
  const [failed, setFailed] = useState(false);
  const download = async (): Promise<boolean> => {
    setFailed(false);
    try {
      const { csv, fileName } = await build();
      saveBlob(csvBlob(csv), fileName);
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };
  return { download, failed };
}
