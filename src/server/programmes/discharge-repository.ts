/**
 * Discharges (migration 015): the summary a programme had when it was discharged, stored with the
 * recommendations, and the programme set to `discharged`, in one transaction. Every query names the
 * workspace and patient.
 */
import type { Kysely } from 'kysely';
import type { ProgrammeSummary } from '../../common/schemas/programme-summary.js';
import { type Actor, memberRefOf } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import { HttpError } from '../kernel/http-error.js';
import { dischargedConflict } from './discharged.js';
import type { ProgrammeKey } from './prescription-repository.js';

/** A PUT may not discharge: only `POST …/discharge` freezes the summary and audits it. */
export const dischargeOnlyByPost = () =>
  new HttpError(
    409,
    'conflict',
    'A programme is discharged through its discharge (POST …/discharge), not by a save',
    [{ field: 'body.status', message: 'use POST …/discharge to discharge a programme' }],
  );

export function createDischargeRepository(db: Kysely<DataSchema>) {
  const row = (key: ProgrammeKey) =>
    db
      .selectFrom('discharges')
      .where('workspace_id', '=', key.workspaceId)
      .where('patient_id', '=', key.patientId)
      .where('programme_id', '=', key.programmeId);
  return {
    async isDischarged(key: ProgrammeKey): Promise<boolean> {
      return (await row(key).select('at').executeTakeFirst()) !== undefined;
    },

    /** The frozen summary, with who discharged it; null while not discharged this way. */
    async get(key: ProgrammeKey): Promise<ProgrammeSummary | null> {
      const found = await row(key).selectAll().executeTakeFirst();
      if (!found) return null;
      const summary = JSON.parse(found.summary) as ProgrammeSummary;
      return {
        ...summary,
        status: 'discharged',
        discharge: {
          at: Number(found.at),
          by: memberRefOf(found.by_id, found.by_name)!,
          recommendations: found.recommendations,
        },
      };
    },

    /**
     * Stores the summary and sets the programme discharged (version + 1); a programme already
     * discharged here is a 409, so two tablets cannot both freeze it.
     */
    async discharge(
      key: ProgrammeKey,
      summary: ProgrammeSummary,
      recommendations: string,
      actor: Actor,
    ): Promise<void> {
      const now = summary.computedAt;
      const { workspaceId, patientId, programmeId } = key;
      await db.transaction().execute(async (trx) => {
        const stored = await trx
          .insertInto('discharges')
          .values({
            workspace_id: workspaceId,
            patient_id: patientId,
            programme_id: programmeId,
            at: now,
            by_id: actor.id,
            by_name: actor.name,
            recommendations,
            summary: JSON.stringify({ ...summary, status: 'discharged', discharge: null }),
          })
          .onConflict((oc) =>
            oc.columns(['workspace_id', 'patient_id', 'programme_id']).doNothing(),
          )
          .returning('at')
          .executeTakeFirst();
        if (!stored) throw dischargedConflict('it cannot be discharged again');
        await trx
          .updateTable('programmes')
          .set((eb) => ({
            status: 'discharged',
            updated_at: now,
            updated_by: actor.id,
            updated_by_name: actor.name,
            version: eb('programmes.version', '+', 1),
          }))
          .where('workspace_id', '=', workspaceId)
          .where('patient_id', '=', patientId)
          .where('programme_id', '=', programmeId)
          .execute();
        const event = { action: 'programme.discharge', patientId } as const;
        await appendAuditEvent(trx, workspaceId, actor, event, now);
      });
    },
  };
}
export type DischargeRepository = ReturnType<typeof createDischargeRepository>;
