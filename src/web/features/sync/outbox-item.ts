/**
 * One write waiting for the server, as the outbox keeps it. The body is stored as its JSON text:
 * that is what goes over the wire, what the 4,980,736-byte warning counts, and a string is far
 * cheaper for IndexedDB to clone than a session's sample arrays when the outbox is listed.
 */
import type { ErrorDetail } from '../../../common/schemas/errors';
import { PATIENT_KEY_PREFIX } from './entity-keys';

export type WriteMethod = 'PUT' | 'DELETE';

/** What a feature asks to send: an idempotent upsert (PUT) or archive/soft delete (DELETE). */
export interface OutboxWrite {
  /** The entity the write changes, e.g. `patient:P-1`, `activity:<uuid>`; writes to one entity keep their order. */
  entityKey: string;
  method: WriteMethod;
  path: string;
  body?: unknown;
  /** The patient the write concerns, where its body does not say (a DELETE has none). */
  patientId?: string;
  /**
   * The server's version of the record this edit was made from, sent as `If-Match` so an edit
   * from a stale copy comes back as a conflict instead of overwriting. Absent for a record the
   * server does not have yet (made on this device): then it is a plain upsert.
   */
  baseVersion?: number;
  /**
   * Create only (`If-None-Match: *`): the server refuses it (409 with its record) when the id is
   * taken, instead of replacing that record. Never with `baseVersion`.
   */
  createOnly?: boolean;
}

/** The server refused the write because the record changed elsewhere (409 with its record). */
export type OutboxConflict = {
  /** The record as the server has it now; null when it no longer exists there. */
  current: unknown;
};

/** Why the last attempt did not go through: the server's reason, or the network's. */
export interface OutboxError {
  status: number;
  code: string;
  message: string;
  details: ErrorDetail[];
}

// A type alias (not an interface) so it fits the shared schema's open `outbox` value type.
export type OutboxItem = {
  seq: number;
  entityKey: string;
  method: WriteMethod;
  path: string;
  bodyJson: string | null;
  /** The patient the write concerns (from its body), so the unsynced list can name them. */
  patientId: string | null;
  /** The clinician who queued it: replayed only under that account's session. */
  ownerId: string | null;
  /**
   * The workspace active when it was queued: a clinic's id, or the owner's for their personal
   * workspace. The server picks the workspace from the session, so it is replayed only while that
   * one is active. Null or absent in writes queued before decision 0011: read with
   * `workspaceOfWrite` (lib/active-workspace), as the owner's personal workspace.
   */
  workspaceId?: string | null;
  queuedAt: number;
  /** Failed attempts since queued or retried, of any cause: the backoff grows with them. */
  attempts: number;
  /**
   * Of those, the ones the server took and failed on (5xx, lost answer); the write is parked at
   * PARK_AFTER_SERVER_FAILURES. Absent from items stored before it existed (read as 0).
   */
  serverFailures?: number;
  nextAttemptAt: number;
  lastError: OutboxError | null;
  /**
   * Waits for the clinician to retry or discard it: refused by the server (a 4xx in `lastError`),
   * or parked after repeated server failures. Later writes to its entity wait behind it.
   */
  failed: boolean;
  bytes: number;
  /** Sent as `If-Match`; absent or null: sent as a plain upsert. */
  baseVersion?: number | null;
  /**
   * Set with `failed` when the server answered a version conflict: Settings shows both sides. For
   * a create-only write, the record that has the id (a refusal: see create-only.ts).
   */
  conflict?: OutboxConflict | null;
  /** Sent with `If-None-Match: *`: created only, never replacing a record with its id. */
  createOnly?: boolean;
};

export type NewOutboxItem = Omit<OutboxItem, 'seq'>;

const encoder = new TextEncoder();

function patientIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('patientId' in body)) return null;
  return typeof body.patientId === 'string' ? body.patientId : null;
}

/** The byte count the size warning adds up: the request line and the body as sent. */
export function bytesOf(method: WriteMethod, path: string, bodyJson: string | null): number {
  return encoder.encode(`${method} ${path}${bodyJson ?? ''}`).byteLength;
}

export function newOutboxItem(
  write: OutboxWrite,
  ownerId: string | null,
  now: number,
  // By default the owner's personal workspace, whose id is theirs.
  workspaceId: string | null = ownerId,
): NewOutboxItem {
  const bodyJson = write.body === undefined ? null : JSON.stringify(write.body);
  return {
    entityKey: write.entityKey,
    method: write.method,
    path: write.path,
    bodyJson,
    patientId:
      write.patientId ??
      patientIdOf(write.body) ??
      (write.entityKey.startsWith(PATIENT_KEY_PREFIX)
        ? write.entityKey.slice(PATIENT_KEY_PREFIX.length)
        : null),
    ownerId,
    workspaceId,
    queuedAt: now,
    attempts: 0,
    serverFailures: 0,
    nextAttemptAt: now,
    lastError: null,
    failed: false,
    baseVersion: write.baseVersion ?? null,
    conflict: null,
    ...(write.createOnly ? { createOnly: true } : {}),
    // UTF-8 bytes of what is sent, plus the request line: what the device really holds.
    bytes: bytesOf(write.method, write.path, bodyJson),
  };
}

/** What one attempt to send an item came back with. */
export interface SendResult {
  status: number;
  error: OutboxError | null;
  /** The record's version in a 2xx answer, when the answer names one. */
  version?: number;
  /** A 409 that came with the server's current record: the record changed elsewhere. */
  conflict?: OutboxConflict;
}
