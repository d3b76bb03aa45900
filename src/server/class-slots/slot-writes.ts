/**
 * The statements that change a workspace's class slots and enrolments, each in one transaction
 * with its audit event; the repository (slot-repository.ts) hands them its reads.
 */
import type { Kysely } from 'kysely';
import type { ClassSlot, ClassSlotInputParsed } from '../../common/schemas/class-slot.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import { HttpError } from '../kernel/http-error.js';
import { VersionConflict } from '../kernel/if-match.js';
import type { SlotKey } from './slot-key.js';

type GetSlot = (key: SlotKey) => Promise<ClassSlot | null>;

const columnsOf = (input: ClassSlotInputParsed) => ({
  name: input.name,
  weekdays: input.weekdays.join(','),
  start_time: input.startTime,
  duration_min: input.durationMin,
  capacity: input.capacity,
  staff_ids: JSON.stringify(input.staffIds),
});

export async function writeSlot(
  db: Kysely<DataSchema>,
  get: GetSlot,
  {
    key,
    input,
    actor,
    ifMatch,
  }: { key: SlotKey; input: ClassSlotInputParsed; actor: Actor; ifMatch?: number },
): Promise<ClassSlot> {
  const existing = await get(key);
  if (ifMatch !== undefined && existing?.version !== ifMatch) {
    throw new VersionConflict('slot', existing);
  }
  const columns = columnsOf(input);
  if (existing && sameContent(existing, input)) return existing;
  const now = Date.now();
  const changed = {
    ...columns,
    updated_at: now,
    updated_by: actor.id,
    updated_by_name: actor.name,
  };
  await db.transaction().execute(async (trx) => {
    if (existing) {
      const updated = await trx
        .updateTable('class_slots')
        .set((eb) => ({ ...changed, version: eb('version', '+', 1) }))
        .where('workspace_id', '=', key.workspaceId)
        .where('slot_id', '=', key.slotId)
        .where('version', '=', existing.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        throw new VersionConflict('slot', await get(key));
      }
    } else {
      await trx
        .insertInto('class_slots')
        .values({
          workspace_id: key.workspaceId,
          slot_id: key.slotId,
          created_at: now,
          ...changed,
        })
        .onConflict((oc) =>
          oc.columns(['workspace_id', 'slot_id']).doUpdateSet((eb) => ({
            ...changed,
            version: eb('class_slots.version', '+', 1),
          })),
        )
        .execute();
    }
    await appendAuditEvent(trx, key.workspaceId, actor, {
      action: 'slot.write',
      detail: input.name,
    });
  });
  const saved = await get(key);
  if (!saved) throw new Error('a saved slot is gone');
  return saved;
}

export async function removeSlot(
  db: Kysely<DataSchema>,
  get: GetSlot,
  { key, actor, ifMatch }: { key: SlotKey; actor: Actor; ifMatch?: number },
): Promise<boolean> {
  const existing = await get(key);
  if (!existing) return false;
  if (ifMatch !== undefined && existing.version !== ifMatch) {
    throw new VersionConflict('slot', existing);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('slot_enrolments')
      .where('workspace_id', '=', key.workspaceId)
      .where('slot_id', '=', key.slotId)
      .execute();
    await trx
      .deleteFrom('class_slots')
      .where('workspace_id', '=', key.workspaceId)
      .where('slot_id', '=', key.slotId)
      .execute();
    await appendAuditEvent(trx, key.workspaceId, actor, {
      action: 'slot.delete',
      detail: existing.name,
    });
  });
  return true;
}

interface EnrolmentWrite {
  slot: ClassSlot;
  key: SlotKey;
  patientId: string;
  actor: Actor;
}

export async function enrolPatient(
  db: Kysely<DataSchema>,
  { slot, key, patientId, actor }: EnrolmentWrite,
  since: string,
): Promise<void> {
  if (slot.enrolled.includes(patientId)) return;
  if (slot.enrolled.length >= slot.capacity) {
    throw new HttpError(409, 'conflict', `This slot is full (${slot.capacity} patients)`, [
      { field: 'params.patientId', message: 'the slot has no free place' },
    ]);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('slot_enrolments')
      .values({
        workspace_id: key.workspaceId,
        slot_id: key.slotId,
        patient_id: patientId,
        since,
        enrolled_at: Date.now(),
        enrolled_by: actor.id,
      })
      .onConflict((oc) => oc.columns(['workspace_id', 'slot_id', 'patient_id']).doNothing())
      .execute();
    await appendAuditEvent(trx, key.workspaceId, actor, {
      action: 'slot.enrol',
      patientId,
      detail: `enrol ${slot.name}`,
    });
  });
}

export function unenrolPatient(
  db: Kysely<DataSchema>,
  { slot, key, patientId, actor }: EnrolmentWrite,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('slot_enrolments')
      .where('workspace_id', '=', key.workspaceId)
      .where('slot_id', '=', key.slotId)
      .where('patient_id', '=', patientId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await appendAuditEvent(trx, key.workspaceId, actor, {
      action: 'slot.enrol',
      patientId,
      detail: `unenrol ${slot.name}`,
    });
    return true;
  });
}

function sameContent(slot: ClassSlot, input: ClassSlotInputParsed): boolean {
  return (
    slot.name === input.name &&
    slot.weekdays.join(',') === input.weekdays.join(',') &&
    slot.startTime === input.startTime &&
    slot.durationMin === input.durationMin &&
    slot.capacity === input.capacity &&
    JSON.stringify(slot.staffIds) === JSON.stringify(input.staffIds)
  );
}
