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

/** Runs a route's work, answering a version conflict with the error and the current record. */
export async function answeringConflicts<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof VersionConflict)) throw error;
    // The current record is the caller's own (the repository read it in their workspace).
    const { code, message, details } = error;
    return reply.status(409).send({ error: { code, message, details }, current: error.current });
  }
}
