/**
 * The versioned upsert every record with a `version` column shares: a replay of the stored
 * content writes nothing; `If-Match` writes only over that version; `If-None-Match: *` (create
 * only) never over an existing row, which comes back as AlreadyExists. A repository supplies how
 * to read, compare and write its row; this holds the order of the checks and the answer to a
 * write that lost a race, so the four records cannot drift apart.
 */
import type { HttpError } from '../kernel/http-error.js';
import { VersionConflict } from '../kernel/if-match.js';

/** `If-None-Match: *`, as the route hands it to a repository. */
export const CREATE_ONLY = 'create-only';
/** An upsert's condition: `If-Match` (a version), or `If-None-Match: *` (create only). */
export type WriteCondition = number | typeof CREATE_ONLY;

/** What the write itself is told: at most one of the two is set. */
export interface WriteGuard {
  ifMatch: number | undefined;
  createOnly: boolean;
}

export interface VersionedUpsert<
  Row extends { version: number },
  Stored extends { version: number },
> {
  /** The record's name in a conflict's message ("patient"). */
  what: string;
  condition: WriteCondition | undefined;
  read(): Promise<Row | undefined>;
  /** The stored row already holds this content (a replay). */
  same(row: Row): boolean;
  toRecord(row: Row): Stored | Promise<Stored>;
  /** The AlreadyExists of a create-only write that met `row`. */
  taken(row: Row): HttpError | Promise<HttpError>;
  /** Checks of the record's own, once the version holds (a second active programme, say). */
  beforeWrite?(): Promise<void>;
  /** The insert or update with its audit event; undefined when the guard held it back. */
  write(guard: WriteGuard): Promise<Row | undefined>;
  /** A refusal of the record's own for a write that lost to `latest` (before the 409). */
  lost?(latest: Row | undefined): void;
}

export async function versionedUpsert<
  Row extends { version: number },
  Stored extends { version: number },
>(upsert: VersionedUpsert<Row, Stored>): Promise<Stored> {
  const { what, condition, toRecord } = upsert;
  const createOnly = condition === CREATE_ONLY;
  const ifMatch = createOnly ? undefined : condition;
  const conflict = async (row: Row | undefined) =>
    new VersionConflict(what, row ? await toRecord(row) : null);

  const existing = await upsert.read();
  if (existing && createOnly) throw await upsert.taken(existing);
  if (existing && upsert.same(existing)) return toRecord(existing);
  if (ifMatch !== undefined && existing?.version !== ifMatch) throw await conflict(existing);
  await upsert.beforeWrite?.();
  const row = await upsert.write({ ifMatch, createOnly });
  if (row) return toRecord(row);
  // Another write came between the read and the conditional write (or the create).
  const latest = await upsert.read();
  if (latest && createOnly) throw await upsert.taken(latest);
  if (latest && upsert.same(latest)) return toRecord(latest);
  upsert.lost?.(latest);
  throw await conflict(latest);
}
