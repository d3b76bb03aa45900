/**
 * The audit trail of one workspace: appended by every data write (in the write's transaction)
 * and every read of one patient's records, paged newest first. Nothing here updates or deletes
 * an event; only deleting an account removes its personal workspace's (workspace-repository).
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type {
  AuditAction,
  AuditEvent,
  AuditFilters,
  AuditPage,
  AuditQuery,
} from '../../common/schemas/audit.js';
import type { AuditEventsTable, DataSchema } from '../db/schema.js';
import { pageFrom } from '../kernel/page.js';
import { type PagePosition, pageCursor } from '../kernel/page-cursor.js';
import type { Actor } from './actor.js';

export interface AuditTarget {
  action: AuditAction;
  patientId?: string | null;
  activityId?: string | null;
  /** The patients of an event about several (an offline copy of a batch of sessions). */
  patientIds?: readonly string[];
  /** What a clinic or account event is about: an e-mail and a role, a clinic's new name. */
  detail?: string | null;
}

/** Stored between spaces, so a filter matches whole ids (migration 007). */
const patientIdsColumn = (ids: readonly string[] | undefined) =>
  ids && ids.length > 0 ? ` ${ids.join(' ')} ` : null;

/** A patient id's `_` is a LIKE wildcard: escaped (with `%` and `\`) to match only itself. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const CSV_BATCH = 500;

/** An audit page ends at its oldest (at, eventId); event ids are hex with dashes. */
const auditCursor = pageCursor(
  z
    .string()
    .max(40)
    .regex(/^[0-9a-f-]+$/),
);

let sequence = 0;

/**
 * Sorts as it was made: 13-digit ms, a per-process counter (order within one ms), then random
 * bits, so two server processes never make the same id.
 */
export function newEventId(at: number): string {
  sequence = (sequence + 1) % 1_000_000;
  const counter = sequence.toString().padStart(6, '0');
  return `${String(at).padStart(13, '0')}-${counter}-${randomBytes(6).toString('hex')}`;
}

/** Appends one event; `db` may be the transaction of the write it records. */
export async function appendAuditEvent(
  db: Kysely<DataSchema>,
  workspaceId: string,
  actor: Actor,
  target: AuditTarget,
  at = Date.now(),
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      workspace_id: workspaceId,
      event_id: newEventId(at),
      at,
      actor_id: actor.id,
      actor_name: actor.name,
      actor_email: actor.email,
      action: target.action,
      patient_id: target.patientId ?? null,
      activity_id: target.activityId ?? null,
      address: actor.address,
      patient_ids: patientIdsColumn(target.patientIds),
      detail: target.detail ?? null,
    })
    .execute();
}

function toEvent(row: Selectable<AuditEventsTable>): AuditEvent {
  return {
    eventId: row.event_id,
    at: row.at,
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorEmail: row.actor_email ?? '',
    action: row.action as AuditAction,
    patientId: row.patient_id,
    activityId: row.activity_id,
    address: row.address,
    patientIds: row.patient_ids?.trim().split(' ') ?? [],
    detail: row.detail,
  };
}

export function createAuditRepository(db: Kysely<DataSchema>) {
  /** Newest first, strictly after `after`; at most `limit` rows. */
  function select(
    workspaceId: string,
    filters: AuditFilters,
    after: PagePosition | null,
    limit: number,
  ) {
    let q = db.selectFrom('audit_events').selectAll().where('workspace_id', '=', workspaceId);
    const { patientId } = filters;
    if (patientId) {
      // An event about this patient alone, or one naming them among several.
      const pattern = `% ${likeEscaped(patientId)} %`;
      q = q.where((eb) =>
        eb.or([
          eb('patient_id', '=', patientId),
          sql<boolean>`${eb.ref('patient_ids')} like ${pattern} escape '\\'`,
        ]),
      );
    }
    if (filters.actorId) q = q.where('actor_id', '=', filters.actorId);
    if (filters.action) q = q.where('action', '=', filters.action);
    if (filters.from !== undefined) q = q.where('at', '>=', filters.from);
    if (filters.to !== undefined) q = q.where('at', '<=', filters.to);
    if (after) {
      q = q.where((eb) =>
        eb.or([
          eb('at', '<', after.time),
          eb.and([eb('at', '=', after.time), eb('event_id', '<', after.id)]),
        ]),
      );
    }
    return q.orderBy('at', 'desc').orderBy('event_id', 'desc').limit(limit).execute();
  }

  return {
    append: (workspaceId: string, actor: Actor, target: AuditTarget) =>
      appendAuditEvent(db, workspaceId, actor, target),

    async page(workspaceId: string, query: AuditQuery): Promise<AuditPage> {
      const after = query.cursor ? auditCursor.decode(query.cursor) : null;
      const rows = await select(workspaceId, query, after, query.limit + 1);
      const { items, nextCursor } = pageFrom(rows, query.limit, (last) =>
        auditCursor.encode({ time: last.at, id: last.event_id }),
      );
      return { events: items.map(toEvent), nextCursor };
    },

    /** Every matching event, newest first, in batches (the CSV download streams them). */
    async *all(workspaceId: string, filters: AuditFilters): AsyncGenerator<AuditEvent[]> {
      let after: PagePosition | null = null;
      for (;;) {
        const rows = await select(workspaceId, filters, after, CSV_BATCH);
        if (rows.length === 0) return;
        yield rows.map(toEvent);
        const last = rows.at(-1)!;
        after = { time: last.at, id: last.event_id };
      }
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
