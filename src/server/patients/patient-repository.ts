/**
 * Patients of one workspace; every query is scoped by workspace_id. Every stored change records
 * its actor on the row and appends its audit event in the same transaction.
 */
import type { Kysely, Selectable } from 'kysely';
import {
  type ClinicalProfile,
  storedClinicalProfile,
} from '../../common/schemas/clinical-profile.js';
import {
  type Patient,
  type PatientInputParsed,
  patientContentOf,
} from '../../common/schemas/patient.js';
import { searchKey } from '../../common/text/search-key.js';
import { type Actor, memberRefOf } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema, PatientsTable } from '../db/schema.js';
import { AlreadyExists, VersionConflict } from '../kernel/if-match.js';

/** The column holds 120 characters; decomposition can make the key longer than the name. */
const NAME_KEY_LENGTH = 120;

/**
 * The sort key of a name, cut to its column: a Hangul syllable decomposes into up to three
 * jamo, so a 120-syllable name made PostgreSQL refuse the row (a 500). Cut by code point, as
 * the column counts, so no surrogate pair is split.
 */
function nameKeyOf(patientName: string): string {
  return Array.from(searchKey(patientName)).slice(0, NAME_KEY_LENGTH).join('');
}

function toPatient(row: Selectable<PatientsTable>): Patient {
  return {
    patientId: row.patient_id,
    patientName: row.patient_name,
    birthDate: row.birth_date,
    sex: row.sex as Patient['sex'],
    restingHr: row.resting_hr,
    notes: row.notes,
    archivedAt: row.archived_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    updatedBy: memberRefOf(row.updated_by, row.updated_by_name, row.updated_by_email),
    clinicalProfile: row.clinical_profile
      ? (JSON.parse(row.clinical_profile) as ClinicalProfile)
      : null,
  };
}

type PatientRow = Selectable<PatientsTable>;
type PatientColumns = Omit<
  PatientRow,
  | 'workspace_id'
  | 'patient_id'
  | 'created_at'
  | 'updated_at'
  | 'version'
  | 'updated_by'
  | 'updated_by_name'
  | 'updated_by_email'
  | 'clinical_profile'
> & {
  /** Absent when the save left the profile out: the stored one is kept. */
  clinical_profile?: string | null;
};

function sameContent(row: PatientRow, content: PatientColumns): boolean {
  return Object.entries(content).every(
    ([key, value]) => row[key as keyof PatientColumns] === value,
  );
}

/** An upsert's condition: `If-Match` (a version), or `If-None-Match: *` (create only). */
export const CREATE_ONLY = 'create-only';
export type PatientWriteCondition = number | typeof CREATE_ONLY;

/** The 409 of a create-only save whose Patient ID is taken: it names who has it. */
function idTaken(row: PatientRow): AlreadyExists<Patient> {
  const archived = row.archived_at === null ? '' : ' (archived)';
  const message = `Patient ID ${row.patient_id} is already used by ${row.patient_name}${archived}`;
  return new AlreadyExists(message, toPatient(row));
}

export function createPatientRepository(db: Kysely<DataSchema>) {
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
      ifMatch?: PatientWriteCondition,
    ): Promise<Patient> {
      const patient = patientContentOf(input);
      const content: PatientColumns = {
        patient_name: patient.patientName,
        name_key: nameKeyOf(patient.patientName),
        birth_date: patient.birthDate,
        sex: patient.sex,
        resting_hr: patient.restingHr,
        notes: patient.notes,
        archived_at: patient.archivedAt,
      };
      if (input.clinicalProfile !== undefined) {
        const profile = input.clinicalProfile;
        content.clinical_profile = profile === null ? null : storedClinicalProfile(profile);
      }
      const existing = await getRow(workspaceId, patientId);
      if (existing && ifMatch === CREATE_ONLY) throw idTaken(existing);
      if (existing && sameContent(existing, content)) return toPatient(existing);
      const now = Date.now();
      const fields = {
        ...content,
        updated_at: now,
        updated_by: actor.id,
        updated_by_name: actor.name,
        updated_by_email: actor.email,
      };
      const event = { action: 'patient.write', patientId } as const;
      if (typeof ifMatch === 'number') {
        if (existing?.version !== ifMatch) {
          throw new VersionConflict('patient', existing ? toPatient(existing) : null);
        }
        const row = await db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('patients')
            .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
            .where('workspace_id', '=', workspaceId)
            .where('patient_id', '=', patientId)
            .where('version', '=', ifMatch)
            .returningAll()
            .executeTakeFirst();
          if (updated) await appendAuditEvent(trx, workspaceId, actor, event, now);
          return updated;
        });
        if (row) return toPatient(row);
        // Another write came between the read and the update.
        const latest = await getRow(workspaceId, patientId);
        if (latest && sameContent(latest, content)) return toPatient(latest);
        throw new VersionConflict('patient', latest ? toPatient(latest) : null);
      }
      const row = await db.transaction().execute(async (trx) => {
        const written = await trx
          .insertInto('patients')
          .values({ workspace_id: workspaceId, patient_id: patientId, created_at: now, ...fields })
          .onConflict((oc) => {
            const key = oc.columns(['workspace_id', 'patient_id']);
            // Create only: a patient made between the read and this insert is left alone.
            return ifMatch === CREATE_ONLY
              ? key.doNothing()
              : key.doUpdateSet((eb) => ({ ...fields, version: eb('patients.version', '+', 1) }));
          })
          .returningAll()
          .executeTakeFirst();
        if (written) await appendAuditEvent(trx, workspaceId, actor, event, now);
        return written;
      });
      if (row) return toPatient(row);
      const taken = await getRow(workspaceId, patientId);
      if (!taken) throw new Error('a create-only insert met a patient that is gone again');
      throw idTaken(taken);
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
      const now = Date.now();
      const archived = await db.transaction().execute(async (trx) => {
        let update = trx
          .updateTable('patients')
          .set((eb) => ({
            archived_at: now,
            updated_at: now,
            updated_by: actor.id,
            updated_by_name: actor.name,
            updated_by_email: actor.email,
            version: eb('version', '+', 1),
          }))
          .where('workspace_id', '=', workspaceId)
          .where('patient_id', '=', patientId)
          .where('archived_at', 'is', null);
        if (ifMatch !== undefined) update = update.where('version', '=', ifMatch);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await appendAuditEvent(
          trx,
          workspaceId,
          actor,
          { action: 'patient.archive', patientId },
          now,
        );
        return true;
      });
      if (archived) return true;
      const row = await getRow(workspaceId, patientId);
      if (ifMatch !== undefined && row?.archived_at === null)
        throw new VersionConflict('patient', toPatient(row));
      return row !== undefined;
    },
  };
}
export type PatientRepository = ReturnType<typeof createPatientRepository>;
