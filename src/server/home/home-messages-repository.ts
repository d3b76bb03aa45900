/**
 * A patient's message thread (migration 030), newest first by (created_at, message_id). Every
 * query names the workspace and the patient; each message is written with its audit event in
 * one transaction, as a clinical record is.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import type { HomeMessage, MessageAuthorRole } from '../../common/schemas/home-message.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { HomeMessagesTable } from '../db/home-schema.js';
import type { DataSchema } from '../db/schema.js';
import { pageFrom } from '../kernel/page.js';
import { pageCursor } from '../kernel/page-cursor.js';

const messageCursor = pageCursor(
  z
    .string()
    .max(64)
    .regex(/^[0-9a-f-]+$/),
);

export interface NewMessage {
  messageId?: string;
  text: string;
  role: MessageAuthorRole;
}

function toMessage(row: Selectable<HomeMessagesTable>): HomeMessage {
  return {
    messageId: row.message_id,
    patientId: row.patient_id,
    text: row.text,
    author: { name: row.author_name, role: row.author_role === 'patient' ? 'patient' : 'clinic' },
    createdAt: Number(row.created_at),
  };
}

/**
 * Writes a message and its audit event inside the caller's transaction (a review sends one with
 * its review). Undefined when the id is taken: the caller decides what that means.
 */
export async function insertHomeMessage(
  trx: Transaction<DataSchema>,
  {
    workspaceId,
    patientId,
    message,
    actor,
    at,
  }: { workspaceId: string; patientId: string; message: NewMessage; actor: Actor; at: number },
): Promise<HomeMessage | undefined> {
  const messageId = message.messageId ?? randomUUID();
  const inserted = await trx
    .insertInto('home_messages')
    .values({
      workspace_id: workspaceId,
      message_id: messageId,
      patient_id: patientId,
      author_id: actor.id,
      author_name: actor.name,
      author_role: message.role,
      text: message.text,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['workspace_id', 'message_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) return undefined;
  const event = { action: 'home.message-write', patientId, detail: messageId } as const;
  await appendAuditEvent(trx, workspaceId, actor, event, at);
  return toMessage(inserted);
}

export function createHomeMessagesRepository(db: Kysely<DataSchema>, now: () => number) {
  const thread = (workspaceId: string, patientId: string) =>
    db
      .selectFrom('home_messages')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('patient_id', '=', patientId);

  return {
    async page(workspaceId: string, patientId: string, cursor: string | undefined, limit: number) {
      const after = cursor ? messageCursor.decode(cursor) : null;
      let q = thread(workspaceId, patientId);
      if (after) {
        q = q.where((eb) =>
          eb.or([
            eb('created_at', '<', after.time),
            eb.and([eb('created_at', '=', after.time), eb('message_id', '<', after.id)]),
          ]),
        );
      }
      const rows = await q
        .orderBy('created_at', 'desc')
        .orderBy('message_id', 'desc')
        .limit(limit + 1)
        .execute();
      const { items, nextCursor } = pageFrom(rows, limit, (last) =>
        messageCursor.encode({ time: Number(last.created_at), id: last.message_id }),
      );
      return { messages: items.map(toMessage), nextCursor };
    },

    /** The whole thread, oldest first (the export). */
    async all(workspaceId: string, patientId: string): Promise<HomeMessage[]> {
      const rows = await thread(workspaceId, patientId)
        .orderBy('created_at', 'asc')
        .orderBy('message_id', 'asc')
        .execute();
      return rows.map(toMessage);
    },

    /**
     * Stores the message with its audit event. A resent `messageId` of the same patient answers
     * the stored message (an outbox's retry; `created` false); of another patient, null (the
     * caller refuses it).
     */
    async add(
      workspaceId: string,
      patientId: string,
      message: NewMessage,
      actor: Actor,
    ): Promise<{ message: HomeMessage; created: boolean } | null> {
      const messageId = message.messageId ?? randomUUID();
      const at = now();
      return db.transaction().execute(async (trx) => {
        const inserted = await insertHomeMessage(trx, {
          workspaceId,
          patientId,
          message: { ...message, messageId },
          actor,
          at,
        });
        if (inserted) return { message: inserted, created: true };
        const stored = await trx
          .selectFrom('home_messages')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('message_id', '=', messageId)
          .executeTakeFirst();
        return stored && stored.patient_id === patientId && stored.author_id === actor.id
          ? { message: toMessage(stored), created: false }
          : null;
      });
    },
  };
}
export type HomeMessagesRepository = ReturnType<typeof createHomeMessagesRepository>;
