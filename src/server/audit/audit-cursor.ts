/** Opaque audit cursor: the (at, eventId) of the last event of a page. */
import { z } from 'zod';
import { HttpError } from '../kernel/http-error.js';

const cursorSchema = z.tuple([
  z.number().int().min(0),
  z
    .string()
    .max(40)
    .regex(/^[0-9a-f-]+$/),
]);

export interface AuditPosition {
  at: number;
  eventId: string;
}

export function encodeAuditCursor(position: AuditPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.eventId])).toString('base64url');
}

export function decodeAuditCursor(cursor: string): AuditPosition {
  try {
    const [at, eventId] = cursorSchema.parse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    return { at, eventId };
  } catch {
    throw new HttpError(400, 'validation_failed', 'Invalid query: query.cursor', [
      { field: 'query.cursor', message: 'is not a cursor this server issued' },
    ]);
  }
}
