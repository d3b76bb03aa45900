/**
 * IANA time zone names ("America/Sao_Paulo", "Europe/Lisbon"): the one way a zone travels
 * between the web and the server and is stored for a clinic. A fixed UTC offset is refused: it is
 * wrong on one side of every daylight-saving change, which is why the API stopped taking one.
 */
import { z } from 'zod';

/** What a request without a zone and a clinic without one use. */
export const UTC_TIME_ZONE = 'UTC';

/** The longest IANA name is 32 characters ("America/Argentina/ComodRivadavia"). */
const MAX_TIME_ZONE_LENGTH = 64;

/**
 * Area/Location names, "UTC" and the "Etc/GMT+3" family; not offsets such as "+03:00", which
 * newer runtimes' Intl also accepts.
 */
const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** True when `name` is an IANA zone this runtime knows (aliases such as Asia/Calcutta too). */
export function isTimeZone(name: string): boolean {
  if (name.length > MAX_TIME_ZONE_LENGTH || !NAME_PATTERN.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'must be an IANA time zone such as America/Sao_Paulo' })
  .refine(isTimeZone, 'must be an IANA time zone such as America/Sao_Paulo');

/** This runtime's zone (the browser's, on the web); UTC when it reports none it knows. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : UTC_TIME_ZONE;
}

/**
 * `?timeZone=`: the reader's zone, whose calendar says which day and week a session falls on.
 * Left out, the clinic's zone (its settings), else UTC.
 */
export const timeZoneQuerySchema = z.object({ timeZone: timeZoneSchema.optional() });
