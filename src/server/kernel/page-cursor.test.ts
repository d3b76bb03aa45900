import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http-error.js';
import { pageCursor } from './page-cursor.js';

const cursor = pageCursor(z.uuid());
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

function refusal(text: string): HttpError {
  try {
    cursor.decode(text);
  } catch (error) {
    return error as HttpError;
  }
  throw new Error(`${text} was taken`);
}

describe('pageCursor', () => {
  it('gives back the position it was made from', () => {
    expect(cursor.decode(cursor.encode({ time: 1_764_000_000_000, id: ID }))).toEqual({
      time: 1_764_000_000_000,
      id: ID,
    });
  });

  it.each([
    ['not base64 JSON', 'nonsense!'],
    ['an id of the wrong shape', Buffer.from(JSON.stringify([1, 'x'])).toString('base64url')],
    ['a negative time', Buffer.from(JSON.stringify([-1, ID])).toString('base64url')],
    ['an object', Buffer.from(JSON.stringify({ time: 1, id: ID })).toString('base64url')],
  ])('refuses %s with a 400 naming query.cursor', (_, text) => {
    const error = refusal(text);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.statusCode).toBe(400);
    expect(error.details).toEqual([
      { field: 'query.cursor', message: 'is not a cursor this server issued' },
    ]);
  });
});
