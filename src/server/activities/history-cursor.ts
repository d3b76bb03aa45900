/** Opaque history cursor: the (timestamp, activityId) of the last row of a page. */
import { z } from 'zod';
import { activityIdSchema } from '../../common/schemas/activity.js';
import { HttpError } from '../kernel/http-error.js';

const cursorSchema = z.tuple([z.number().int().min(0), activityIdSchema]);

interface HistoryPosition {
  timestamp: number;
  activityId: string;
}

export function encodeCursor(position: HistoryPosition): string {
  return Buffer.from(JSON.stringify([position.timestamp, position.activityId])).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string): HistoryPosition {
  try {
    const [timestamp, activityId] = cursorSchema.parse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    return { timestamp, activityId };
  } catch {
    throw new HttpError(400, 'validation_failed', 'Invalid query: query.cursor', [
      { field: 'query.cursor', message: 'is not a cursor this server issued' },
    ]);
  }
}
