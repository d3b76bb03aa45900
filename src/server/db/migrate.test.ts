import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { computeSummary } from '../../common/metrics/summary.js';
import { activityContentOf, activityInputSchema } from '../../common/schemas/activity.js';
import { patientContentOf, patientInputSchema } from '../../common/schemas/patient.js';
import { createActivityRepository } from '../activities/activity-repository.js';
import { contentJson, rowFields } from '../activities/activity-row.js';
import { createPatientRepository } from '../patients/patient-repository.js';
import { emptyDatabase } from '../test/empty-database.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { type Connection, connect } from './connect.js';
import { dataMigrator, migrateDataDatabase } from './migrate.js';
import type { ActivitiesTable, DataSchema, PatientsTable } from './schema.js';

/** The tables as migration 001 made them, keyed by owner_id. */
type Owned<Table> = Omit<Table, 'workspace_id'> & { owner_id: string };
interface SchemaAt001 {
  owners: { owner_id: string; created_at: number };
  patients: Owned<PatientsTable>;
  activities: Owned<ActivitiesTable>;
}

/** Every table, column, index and constraint name (and SQLite's stored DDL) in the database. */
async function schemaText<Schema>(connection: Connection<Schema>): Promise<string> {
  const query =
    connection.dialect === 'sqlite'
      ? sql<{ text: string }>`
          select name || ' ' || coalesce(sql, '') as text from sqlite_schema`
      : sql<{ text: string }>`
          select relname::text as text from pg_class c
            join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
          union all select conname::text from pg_constraint c
            join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
          union all select column_name::text from information_schema.columns
            where table_schema = 'public'`;
  const { rows } = await query.execute(connection.db);
  return rows.map((row) => row.text).join('\n');
}

const WORKSPACE_ID = 'user-1';
const ACTOR = { id: 'user-1', name: 'Dra. Ana', email: 'ana@example.org', address: '127.0.0.1' };
const patientInput = patientInputSchema.parse(makePatient());
const { activityId, ...activityBody } = makeActivity('P-1', {
  timestamp: Date.UTC(2026, 10, 3),
});
const activityInput = activityInputSchema.parse(activityBody);
const activityContent = activityContentOf(activityInput, activityInput.timestamp!);
const activitySummary = computeSummary(activityContent);

/** A patient and an activity written as a save writes them, under migration 001's names. */
async function seedAt001(db: Connection<SchemaAt001>['db']): Promise<void> {
  const patient = patientContentOf(patientInput);
  await db.insertInto('owners').values({ owner_id: WORKSPACE_ID, created_at: 1 }).execute();
  await db
    .insertInto('patients')
    .values({
      owner_id: WORKSPACE_ID,
      patient_id: 'P-1',
      patient_name: patient.patientName,
      name_key: 'maria conceicao',
      birth_date: patient.birthDate,
      sex: patient.sex,
      resting_hr: patient.restingHr,
      notes: patient.notes,
      archived_at: null,
      created_at: 2,
      updated_at: 3,
    })
    .execute();
  const summaryJson = JSON.stringify(activitySummary);
  await db
    .insertInto('activities')
    .values({
      owner_id: WORKSPACE_ID,
      activity_id: activityId,
      created_at: 4,
      deleted_at: null,
      ...rowFields(activityContent, contentJson(activityContent), summaryJson, 5),
    })
    .execute();
}

describe.each(DATABASES)('data migrations on %s', (kind) => {
  it('renames owners to workspaces keeping every row, and back', async () => {
    const target = await emptyDatabase(kind);
    const before = connect<SchemaAt001>(target);
    try {
      expect((await dataMigrator(before).migrateTo('001-initial')).error).toBeUndefined();
      await seedAt001(before.db);
      expect(await schemaText(before)).toMatch(/owner/);
    } finally {
      await before.close();
    }

    const after = connect<DataSchema>(target);
    try {
      await migrateDataDatabase(after);
      expect(await schemaText(after)).not.toMatch(/owner/i);
      expect(await schemaText(after)).toMatch(/activities_by_class_time/);
      if (kind === 'sqlite') {
        // A history page reads class_id, the target, the Borg range, the prescription, the
        // safety maximum and the setting; samples and events stay last, past every small column.
        const { rows } = await sql<{ name: string }>`
          select name from pragma_table_info('activities')`.execute(after.db);
        expect(rows.map((c) => c.name).slice(-11)).toEqual([
          'target_low_bpm',
          'target_high_bpm',
          'borg_target_low',
          'borg_target_high',
          'prescription_version',
          'prescription_signed',
          'safety_max_bpm',
          'safety_max_source',
          'setting',
          'events',
          'samples',
        ]);
      }
      expect(await after.db.selectFrom('workspaces').selectAll().execute()).toEqual([
        // 014 adds the clinic's inactivity lock, unset (the default) for a workspace made before.
        // 016 adds its HR-max formula, unset (Fox) likewise; 022 its time zone, unset (UTC).
        {
          workspace_id: WORKSPACE_ID,
          created_at: 1,
          inactivity_lock_minutes: null,
          hr_max_formula: null,
          time_zone: null,
          // 024: Ritmo's default home-session consent.
          home_consent_sha256: null,
        },
      ]);
      const patients = await createPatientRepository(after.db).list(WORKSPACE_ID, true);
      expect(patients).toEqual([
        {
          patientId: 'P-1',
          ...patientContentOf(patientInput),
          createdAt: 2,
          updatedAt: 3,
          version: 1,
          updatedBy: null,
          // A patient from before 008 has no clinical profile, and from before 020 no phone.
          clinicalProfile: null,
          phone: null,
        },
      ]);
      const activities = createActivityRepository(after.db);
      expect(await activities.get(WORKSPACE_ID, activityId)).toEqual({
        activityId,
        ...activityContent,
        summary: activitySummary,
        createdAt: 4,
        updatedAt: 5,
        deletedAt: null,
        version: 1,
        recordedBy: null,
        classId: null,
        target: null,
        // 018: a session from before prints its target as it did.
        borgTarget: null,
        prescription: null,
        // 021: nor its safety maximum, which prints "—".
        safetyMaxBpm: null,
        safetyMaxSource: null,
        // 026: a session from before was at the clinic.
        setting: 'clinic',
      });
      // The stored content hash still tells a replay of the same save.
      expect(
        (await activities.upsert(WORKSPACE_ID, activityId, activityInput, ACTOR)).item.updatedAt,
      ).toBe(5);
      // Rows saved before versions start at 1; a notes edit is their first change.
      const edited = await activities.upsert(
        WORKSPACE_ID,
        activityId,
        { ...activityInput, notes: 'edited after 004' },
        ACTOR,
      );
      expect(edited.item.version).toBe(2);
      // Who recorded a session is known only from 005 on; a later edit does not claim it.
      expect(edited.item.recordedBy).toBeNull();

      expect((await dataMigrator(after).migrateTo('001-initial')).error).toBeUndefined();
      expect(await schemaText(after)).not.toMatch(/workspace/i);
      const owners = await sql<{ owner_id: string }>`select owner_id from owners`.execute(after.db);
      expect(owners.rows).toEqual([{ owner_id: WORKSPACE_ID }]);
    } finally {
      await after.close();
    }
  });
});
