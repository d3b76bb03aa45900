/**
 * What a patient's home day rests on besides the clinic's records (migration 025): the check-ins
 * (with their red flags, by the clinic's calendar day) and a physician's home clearance of a
 * programme. Every query names the workspace first.
 */
import type { Kysely } from 'kysely';
import type { CheckIn, CheckInAnswers, RedFlag } from '../../common/schemas/home-check-in.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import type { ProgrammeKey } from '../programmes/prescription-repository.js';

export interface NewCheckIn {
  checkInId: string;
  patientId: string;
  at: number;
  date: string;
  answers: CheckInAnswers;
  redFlags: RedFlag[];
}

export interface Clearance {
  homeCleared: boolean;
  at: number;
  by: { id: string; name: string };
  registration: string;
}

/** Sessions of the patient started in [fromMs, toMs), not deleted, home and clinic apart. */
async function sessionsBetween(
  db: Kysely<DataSchema>,
  workspaceId: string,
  patientId: string,
  fromMs: number,
  toMs: number,
) {
  const rows = await db
    .selectFrom('activities')
    .select('setting')
    .where('workspace_id', '=', workspaceId)
    .where('patient_id', '=', patientId)
    .where('started_at', '>=', fromMs)
    .where('started_at', '<', toMs)
    .where('deleted_at', 'is', null)
    .execute();
  const home = rows.filter((row) => row.setting === 'home').length;
  return { home, clinic: rows.length - home };
}

export function createHomeRecords(db: Kysely<DataSchema>, now: () => number) {
  return {
    async checkIn(
      workspaceId: string,
      checkInId: string,
    ): Promise<(CheckIn & { patientId: string }) | null> {
      const row = await db
        .selectFrom('home_check_ins')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('check_in_id', '=', checkInId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        checkInId: row.check_in_id,
        at: row.at,
        date: row.date,
        answers: JSON.parse(row.answers) as CheckInAnswers,
        redFlags: row.red_flags === '' ? [] : (row.red_flags.split(',') as RedFlag[]),
        patientId: row.patient_id,
      };
    },

    /** Stores the check-in with its audit event; false when its id was taken meanwhile. */
    async addCheckIn(workspaceId: string, checkIn: NewCheckIn, actor: Actor): Promise<boolean> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('home_check_ins')
          .values({
            workspace_id: workspaceId,
            check_in_id: checkIn.checkInId,
            patient_id: checkIn.patientId,
            user_id: actor.id,
            at: checkIn.at,
            date: checkIn.date,
            answers: JSON.stringify(checkIn.answers),
            red_flags: checkIn.redFlags.join(','),
            created_at: at,
          })
          .onConflict((oc) => oc.columns(['workspace_id', 'check_in_id']).doNothing())
          .returning('check_in_id')
          .executeTakeFirst();
        if (!inserted) return false;
        const detail = checkIn.redFlags.length ? `red flags: ${checkIn.redFlags.join(', ')}` : null;
        const event = { action: 'home.check-in', patientId: checkIn.patientId, detail } as const;
        await appendAuditEvent(trx, workspaceId, actor, event, at);
        return true;
      });
    },

    /** Whether a check-in of that calendar day raised a red flag. */
    async redFlagOn(workspaceId: string, patientId: string, date: string): Promise<boolean> {
      const row = await db
        .selectFrom('home_check_ins')
        .select('check_in_id')
        .where('workspace_id', '=', workspaceId)
        .where('patient_id', '=', patientId)
        .where('date', '=', date)
        .where('red_flags', '!=', '')
        .executeTakeFirst();
      return row !== undefined;
    },

    async clearance(key: ProgrammeKey): Promise<Clearance | null> {
      const row = await db
        .selectFrom('home_clearances')
        .selectAll()
        .where('workspace_id', '=', key.workspaceId)
        .where('patient_id', '=', key.patientId)
        .where('programme_id', '=', key.programmeId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        homeCleared: row.home_cleared === 1,
        at: row.at,
        by: { id: row.by_id, name: row.by_name },
        registration: row.registration,
      };
    },

    /** A physician's decision, replacing the last one, audited. */
    async clear(key: ProgrammeKey, homeCleared: boolean, actor: Actor, registration: string) {
      const at = now();
      const values = {
        home_cleared: homeCleared ? 1 : 0,
        at,
        by_id: actor.id,
        by_name: actor.name,
        registration,
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('home_clearances')
          .values({
            workspace_id: key.workspaceId,
            patient_id: key.patientId,
            programme_id: key.programmeId,
            ...values,
          })
          .onConflict((oc) =>
            oc.columns(['workspace_id', 'patient_id', 'programme_id']).doUpdateSet(values),
          )
          .execute();
        const event = {
          action: 'programme.home-clearance',
          patientId: key.patientId,
          detail: `${key.programmeId}: homeCleared ${homeCleared}`,
        } as const;
        await appendAuditEvent(trx, key.workspaceId, actor, event, at);
      });
    },

    /** Sessions of the patient started in [fromMs, toMs), not deleted, home and clinic apart. */
    sessionsBetween: (workspaceId: string, patientId: string, fromMs: number, toMs: number) =>
      sessionsBetween(db, workspaceId, patientId, fromMs, toMs),
  };
}
export type HomeRecords = ReturnType<typeof createHomeRecords>;
