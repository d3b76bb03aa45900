/**
 * Patients of one workspace; every query is scoped by workspace_id. Every stored change records
 * its actor on the row and appends its audit event in the same transaction.
 */
import type { Kysely } from 'kysely';
import type { Patient, PatientInputParsed } from '../../common/schemas/patient.js';
import type { Actor } from '../audit/actor.js';
import type { DataSchema } from '../db/schema.js';
import { versionedUpsert, type WriteCondition } from '../db/versioned-upsert.js';
import { VersionConflict } from '../kernel/if-match.js';
import { idTaken, patientColumnsOf, sameContent, toPatient } from './patient-rows.js';
import { archiveLive, insertOrReplace, updateAtVersion } from './patient-writes.js';

/** `now` is the clock of createdAt, updatedAt and archivedAt (tests tick it instead of waiting). */
export function createPatientRepository(db: Kysely<DataSchema>, now: () => number = Date.now) {
  function getRow(workspaceId: string, patientId: string) {
    return db
      .selectFrom('patients')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('patient_id', '=', patientId)
      .executeTakeFirst();
  }

  return {
    async list(workspaceId: string, includeArchived: boolean): Promise<Patient[]> {
      let query = db.selectFrom('patients').selectAll().where('workspace_id', '=', workspaceId);
      if (!includeArchived) query = query.where('archived_at', 'is', null);
      const rows = await query.orderBy('name_key').orderBy('patient_id').execute();
      return rows.map(toPatient);
    },

    async get(workspaceId: string, patientId: string): Promise<Patient | null> {
      const row = await getRow(workspaceId, patientId);
      return row ? toPatient(row) : null;
    },

    /**
     * Adding an existing patientId replaces that patient (and brings it back from the archive).
     * Replaying the same content writes nothing, so an outbox replay leaves updatedAt and the
     * version alone. With `ifMatch`, other content is written only over that version (one
     * conditional UPDATE); any other version, or no patient, throws a VersionConflict.
     * CREATE_ONLY writes only a new patient: an existing one (even archived, even with the same
     * content) is left as it is and thrown back as AlreadyExists.
     */
    async upsert(
      workspaceId: string,
      patientId: string,
      input: PatientInputParsed,
      actor: Actor,
      ifMatch?: WriteCondition,
    ): Promise<Patient> {
      const content = patientColumnsOf(input);
      return versionedUpsert({
        what: 'patient',
        condition: ifMatch,
        read: () => getRow(workspaceId, patientId),
        same: (row) => sameContent(row, content),
        toRecord: toPatient,
        taken: idTaken,
        write: (guard) => {
          const write = { workspaceId, patientId, actor, content, now: now() };
          return guard.ifMatch === undefined
            ? insertOrReplace(db, write, guard.createOnly)
            : updateAtVersion(db, write, guard.ifMatch);
        },
      });
    },

    /**
     * Returns false when the workspace has no such patient; archiving twice changes nothing.
     * With `ifMatch`, a live patient is archived only at that version (else a VersionConflict).
     */
    async archive(
      workspaceId: string,
      patientId: string,
      actor: Actor,
      ifMatch?: number,
    ): Promise<boolean> {
      const archived = await archiveLive(
        db,
        { workspaceId, patientId, actor, now: now() },
        ifMatch,
      );
      if (archived) return true;
      const row = await getRow(workspaceId, patientId);
      if (ifMatch !== undefined && row?.archived_at === null)
        throw new VersionConflict('patient', toPatient(row));
      return row !== undefined;
    },
  };
}
export type PatientRepository = ReturnType<typeof createPatientRepository>;
