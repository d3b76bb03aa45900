/**
 * Optimistic concurrency: an edit names the version it was made from in `If-Match`; a write
 * from an older copy answers 409 `conflict` with the record as it now is (`current`, null when
 * it no longer exists), so the client can show both sides instead of losing one.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/** The integer column's largest value; a bigger version can never be current. */
const MAX_VERSION = 2_147_483_647;
const IF_MATCH_PATTERN = /^(?:"([1-9][0-9]{0,9})"|([1-9][0-9]{0,9}))$/;

/** The version in `If-Match` (a positive integer, bare or quoted like an ETag), if sent. */
export function ifMatchOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const match = typeof header === 'string' ? IF_MATCH_PATTERN.exec(header.trim()) : null;
  const version = match ? Number(match[1] ?? match[2]) : Number.NaN;
  if (!(version <= MAX_VERSION)) {
    throw new HttpError(400, 'validation_failed', 'Invalid header: headers.if-match', [
      { field: 'headers.if-match', message: 'must be a version number, e.g. 3 or "3"' },
    ]);
  }
  return version;
}

/** Thrown by a repository when `If-Match` is not the stored version (or the record is gone). */
export class VersionConflict<Current extends { version: number }> extends HttpError {
  constructor(
    what: string,
    readonly current: Current | null,
  ) {
    super(
      409,
      'conflict',
      current === null
        ? `This ${what} no longer exists`
        : `This ${what} was changed elsewhere; the current version is ${current.version}`,
      [{ field: 'headers.if-match', message: 'is not the current version' }],
    );
  }
}

/**
 * `If-None-Match: *` asks to create only: true when sent. Any other value is a 400 (this API
 * has no ETags to match against, so `*` is the only meaning it can have).
 */
export function createOnlyOf(request: FastifyRequest): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  if (header !== '*') {
    throw new HttpError(400, 'validation_failed', 'Invalid header: headers.if-none-match', [
      { field: 'headers.if-none-match', message: 'must be * (create only)' },
    ]);
  }
  if (request.headers['if-match'] !== undefined) {
    throw new HttpError(400, 'validation_failed', 'Invalid header: headers.if-none-match', [
      { field: 'headers.if-none-match', message: 'cannot be sent with If-Match' },
    ]);
  }
  return true;
}

/** Thrown when a create-only write finds the record already there: 409 with that record. */
export class AlreadyExists<Current> extends HttpError {
  constructor(
    message: string,
    readonly current: Current,
  ) {
    super(409, 'conflict', message, [
      { field: 'headers.if-none-match', message: 'a record with this id already exists' },
    ]);
  }
}

/**
 * Runs a route's work, answering a version conflict or a create-only write that found the
 * record with the error and the current record.
 */
export async function answeringConflicts<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof VersionConflict || error instanceof AlreadyExists)) throw error;
    // The current record is the caller's own (the repository read it in their workspace).
    const { code, message, details } = error;
    return reply.status(409).send({ error: { code, message, details }, current: error.current });
  }
}
