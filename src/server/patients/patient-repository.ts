/** Patients of one workspace; every query is scoped by workspace_id. */
import type { Kysely, Selectable } from 'kysely';
import {
  type Patient,
  type PatientInputParsed,
  patientContentOf,
} from '../../common/schemas/patient.js';
import { searchKey } from '../../common/text/search-key.js';
import type { DataSchema, PatientsTable } from '../db/schema.js';

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
  };
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
     * Replaying the same content writes nothing, so an outbox replay leaves updatedAt alone.
     */
    async upsert(
      workspaceId: string,
      patientId: string,
      input: PatientInputParsed,
    ): Promise<Patient> {
      const patient = patientContentOf(input);
      const content = {
        patient_name: patient.patientName,
        name_key: searchKey(patient.patientName),
        birth_date: patient.birthDate,
        sex: patient.sex,
        resting_hr: patient.restingHr,
        notes: patient.notes,
        archived_at: patient.archivedAt,
      };
      const existing = await getRow(workspaceId, patientId);
      if (
        existing &&
        Object.entries(content).every(
          ([key, value]) => existing[key as keyof typeof content] === value,
        )
      ) {
        return toPatient(existing);
      }
      const now = Date.now();
      const fields = { ...content, updated_at: now };
      const row = await db
        .insertInto('patients')
        .values({ workspace_id: workspaceId, patient_id: patientId, created_at: now, ...fields })
        .onConflict((oc) => oc.columns(['workspace_id', 'patient_id']).doUpdateSet(fields))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPatient(row);
    },

    /** Returns false when the workspace has no such patient; archiving twice changes nothing. */
    async archive(workspaceId: string, patientId: string): Promise<boolean> {
      const now = Date.now();
      const result = await db
        .updateTable('patients')
        .set({ archived_at: now, updated_at: now })
        .where('workspace_id', '=', workspaceId)
        .where('patient_id', '=', patientId)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) return true;
      return (await getRow(workspaceId, patientId)) !== undefined;
    },
  };
}
export type PatientRepository = ReturnType<typeof createPatientRepository>;
