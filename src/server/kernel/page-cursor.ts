/**
 * Opaque keyset cursors for the newest-first lists (history, audit): the (time, id) of a page's
 * last row as base64url JSON. A cursor this server did not issue is a 400 naming query.cursor,
 * never a 500 or a page from somewhere else.
 */
import { z } from 'zod';
import { HttpError } from './http-error.js';

export interface PagePosition {
  time: number;
  id: string;
}

export function pageCursor(idSchema: z.ZodType<string>) {
  const schema = z.tuple([z.number().int().min(0), idSchema]);
  return {
    encode: ({ time, id }: PagePosition): string =>
      Buffer.from(JSON.stringify([time, id])).toString('base64url'),

    decode(cursor: string): PagePosition {
      try {
        const [time, id] = schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
        return { time, id };
      } catch {
        throw new HttpError(400, 'validation_failed', 'Invalid query: query.cursor', [
          { field: 'query.cursor', message: 'is not a cursor this server issued' },
        ]);
      }
    },
  };
}
