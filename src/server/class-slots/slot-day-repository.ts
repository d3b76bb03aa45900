/**
 * Each day's attendance at a workspace's class slots: one row per slot, date and patient, replaced
 * when the front desk changes its mind (a no-show who turns up late is checked in). Scoped by
 * workspace_id; every mark appends its audit event in its transaction.
 */
import type { Kysely } from 'kysely';
import type {
  AbsenceReason,
  AttendanceMark,
  AttendanceStatus,
} from '../../common/schemas/class-slot.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import type { SlotKey } from './slot-key.js';

/** A recorded mark with where and when it belongs. */
export interface DayMark extends AttendanceMark {
  slotId: string;
  date: string;
  patientId: string;
}

const MARK_COLUMNS = [
  'slot_id',
  'date',
  'patient_id',
  'status',
  'reason',
  'at',
  'by_id',
  'by_name',
] as const;

function toMark(row: {
  slot_id: string;
  date: string;
  patient_id: string;
  status: string;
  reason: string | null;
  at: number;
  by_id: string;
  by_name: string;
}): DayMark {
  return {
    slotId: row.slot_id,
    date: row.date,
    patientId: row.patient_id,
    status: row.status as AttendanceStatus,
    reason: row.reason as AbsenceReason | null,
    at: Number(row.at),
    by: { id: row.by_id, name: row.by_name },
  };
}

export function createSlotDayRepository(db: Kysely<DataSchema>) {
  return {
    /** The marks of one slot's day. */
    async day(key: SlotKey, date: string): Promise<DayMark[]> {
      const rows = await db
        .selectFrom('slot_attendance')
        .select(MARK_COLUMNS)
        .where('workspace_id', '=', key.workspaceId)
        .where('slot_id', '=', key.slotId)
        .where('date', '=', date)
        .execute();
      return rows.map(toMark);
    },

    /** Every mark of one patient from `fromDate` on (the programme's adherence). */
    async ofPatient(workspaceId: string, patientId: string, fromDate: string): Promise<DayMark[]> {
      const rows = await db
        .selectFrom('slot_attendance')
        .select(MARK_COLUMNS)
        .where('workspace_id', '=', workspaceId)
        .where('patient_id', '=', patientId)
        .where('date', '>=', fromDate)
        .orderBy('date')
        .execute();
      return rows.map(toMark);
    },

    /** Every mark of the workspace between two dates, both included (the follow-up list). */
    async between(workspaceId: string, fromDate: string, toDate: string): Promise<DayMark[]> {
      const rows = await db
        .selectFrom('slot_attendance')
        .select(MARK_COLUMNS)
        .where('workspace_id', '=', workspaceId)
        .where('date', '>=', fromDate)
        .where('date', '<=', toDate)
        .execute();
      return rows.map(toMark);
    },

    /** Records (or replaces) a patient's mark for a slot's day. */
    async mark(
      key: SlotKey,
      date: string,
      patientId: string,
      mark: { status: AttendanceStatus; reason: AbsenceReason | null },
      actor: Actor,
    ): Promise<AttendanceMark> {
      const at = Date.now();
      const values = { ...mark, at, by_id: actor.id, by_name: actor.name };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('slot_attendance')
          .values({
            workspace_id: key.workspaceId,
            slot_id: key.slotId,
            date,
            patient_id: patientId,
            ...values,
          })
          .onConflict((oc) =>
            oc.columns(['workspace_id', 'slot_id', 'date', 'patient_id']).doUpdateSet(values),
          )
          .execute();
        const reason = mark.reason ? ` (${mark.reason})` : '';
        await appendAuditEvent(
          trx,
          key.workspaceId,
          actor,
          {
            action: 'slot.attendance',
            patientId,
            detail: `${key.slotId} ${date}: ${mark.status}${reason}`,
          },
          at,
        );
      });
      return { ...mark, at, by: { id: actor.id, name: actor.name } };
    },
  };
}
export type SlotDayRepository = ReturnType<typeof createSlotDayRepository>;
