/**
 * Class slots of one workspace and the patients enrolled in them; every query is scoped by
 * workspace_id, and every write appends its audit event in its transaction (slot-writes.ts). A
 * slot's days (check-ins and absences) are `days` (slot-day-repository.ts).
 */
import type { Kysely, Selectable } from 'kysely';
import type { ClassSlot, ClassSlotInputParsed } from '../../common/schemas/class-slot.js';
import type { Actor } from '../audit/actor.js';
import type { ClassSlotsTable, DataSchema } from '../db/schema.js';
import { createSlotDayRepository } from './slot-day-repository.js';
import type { SlotKey } from './slot-key.js';
import { enrolPatient, removeSlot, unenrolPatient, writeSlot } from './slot-writes.js';

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
    put: (key: SlotKey, input: ClassSlotInputParsed, actor: Actor, ifMatch?: number) =>
      writeSlot(db, get, { key, input, actor, ifMatch }),

    /** Deletes a slot and its enrolments (its days' attendance stays); false when none. */
    remove: (key: SlotKey, actor: Actor, ifMatch?: number) =>
      removeSlot(db, get, { key, actor, ifMatch }),

    /** Enrols a patient from `since`; enrolling twice changes nothing; 409 when the slot is full. */
    enrol: (slot: ClassSlot, key: SlotKey, patientId: string, since: string, actor: Actor) =>
      enrolPatient(db, { slot, key, patientId, actor }, since),

    /** Takes a patient out of a slot; false when they were not in it. */
    unenrol: (slot: ClassSlot, key: SlotKey, patientId: string, actor: Actor) =>
      unenrolPatient(db, { slot, key, patientId, actor }),

    /** Each slot day's check-ins and absences. */
    days: createSlotDayRepository(db),
  };
}
export type SlotRepository = ReturnType<typeof createSlotRepository>;
