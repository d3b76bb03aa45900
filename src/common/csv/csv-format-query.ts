/**
 * The query of a CSV the server writes: the reader's dialect and the IANA zone its times are in
 * (local, with the offset; UTC when none is named). Unknown keys are left to the other schemas.
 */
import { z } from 'zod';
import { timeZoneSchema, UTC_TIME_ZONE } from '../dates/time-zone.js';
import { CSV_DIALECTS, type CsvDialect } from './csv-dialect.js';

export const csvFormatQuerySchema = z.object({
  dialect: z.enum(CSV_DIALECTS).default('en'),
  tz: timeZoneSchema.default(UTC_TIME_ZONE),
});
export type CsvFormat = z.output<typeof csvFormatQuerySchema>;

/** `path` with the format added to its query. */
export function withCsvFormat(path: string, format: { dialect: CsvDialect; tz: string }): string {
  const query = new URLSearchParams(format).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
