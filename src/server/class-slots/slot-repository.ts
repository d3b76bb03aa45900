/**
 * Class slots of one workspace and the patients enrolled in them; every query is scoped by
 * workspace_id, and every write appends its audit event in its transaction. A slot's days
 * (check-ins and absences) are in slot-day-repository.ts.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ClassSlot, ClassSlotInputParsed } from '../../common/schemas/class-slot.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { ClassSlotsTable, DataSchema } from '../db/schema.js';
import { HttpError } from '../kernel/http-error.js';
import { VersionConflict } from '../kernel/if-match.js';

export interface SlotKey {
  workspaceId: string;
  slotId: string;
}

export interface Enrolment {
  slotId: string;
  patientId: string;
  since: string;
}

function toSlot(row: Selectable<ClassSlotsTable>, enrolled: string[]): ClassSlot {
  return {
    slotId: row.slot_id,
    name: row.name,
    weekdays: row.weekdays.split(',').map(Number),
    startTime: row.start_time,
    durationMin: row.duration_min,
    capacity: row.capacity,
    staffIds: JSON.parse(row.staff_ids) as string[],
    enrolled,
    version: row.version,
    updatedAt: Number(row.updated_at),
    updatedBy: { id: row.updated_by, name: row.updated_by_name },
  };
}

const columnsOf = (input: ClassSlotInputParsed) => ({
  name: input.name,
  weekdays: input.weekdays.join(','),
  start_time: input.startTime,
  duration_min: input.durationMin,
  capacity: input.capacity,
  staff_ids: JSON.stringify(input.staffIds),
});

export function createSlotRepository(db: Kysely<DataSchema>) {
  const enrolledIn = async (workspaceId: string, slotIds?: string[]) => {
    let query = db
      .selectFrom('slot_enrolments')
      .select(['slot_id', 'patient_id', 'since'])
      .where('workspace_id', '=', workspaceId);
    if (slotIds) query = query.where('slot_id', 'in', slotIds);
    return query.orderBy('slot_id').orderBy('patient_id').execute();
  };

  const getRow = (key: SlotKey) =>
    db
      .selectFrom('class_slots')
      .selectAll()
      .where('workspace_id', '=', key.workspaceId)
      .where('slot_id', '=', key.slotId)
      .executeTakeFirst();

  async function get(key: SlotKey): Promise<ClassSlot | null> {
    const row = await getRow(key);
    if (!row) return null;
    const enrolled = await enrolledIn(key.workspaceId, [key.slotId]);
    return toSlot(
      row,
      enrolled.map((e) => e.patient_id),
    );
  }

  return {
    get,

    /** Every slot, by start time then name. */
    async list(workspaceId: string): Promise<ClassSlot[]> {
      const rows = await db
        .selectFrom('class_slots')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('start_time')
        .orderBy('name')
        .orderBy('slot_id')
        .execute();
      const enrolled = await enrolledIn(workspaceId);
      return rows.map((row) =>
        toSlot(
          row,
          enrolled.filter((e) => e.slot_id === row.slot_id).map((e) => e.patient_id),
        ),
      );
    },

    /** Every enrolment of the workspace (the follow-up list). */
    async enrolments(workspaceId: string): Promise<Enrolment[]> {
      const rows = await enrolledIn(workspaceId);
      return rows.map((r) => ({ slotId: r.slot_id, patientId: r.patient_id, since: r.since }));
    },

    /**
     * Creates or replaces a slot; with `ifMatch`, only over that version (else a VersionConflict
     * with the slot as it is). Same content writes nothing.
     */
    async put(
      key: SlotKey,
      input: ClassSlotInputParsed,
      actor: Actor,
      ifMatch?: number,
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
    },

    /** Deletes a slot and its enrolments (its days' attendance stays); false when none. */
    async remove(key: SlotKey, actor: Actor, ifMatch?: number): Promise<boolean> {
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
    },

    /** Enrols a patient from `since`; enrolling twice changes nothing; 409 when the slot is full. */
    async enrol(slot: ClassSlot, key: SlotKey, patientId: string, since: string, actor: Actor) {
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
    },

    /** Takes a patient out of a slot; false when they were not in it. */
    async unenrol(slot: ClassSlot, key: SlotKey, patientId: string, actor: Actor) {
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
    },
  };
}
export type SlotRepository = ReturnType<typeof createSlotRepository>;

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
