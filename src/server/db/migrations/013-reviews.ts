/**
 * Physician reviews of programmes and who may sign them. clinician_profiles holds, per workspace
 * and user, whether they are a physician and their professional registration (a clinic-level
 * fact, so it lives with the clinic's data, not on the account). reviews are appended, never
 * changed: a signed one keeps the SHA-256 of the plan it signed.
 */
import type { Migration } from 'kysely';

export const reviewsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('clinician_profiles')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('physician', 'integer', (c) => c.notNull())
      .addColumn('registration', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('clinician_profiles_pk', ['workspace_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('reviews')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('programme_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('review_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('signed', 'integer', (c) => c.notNull())
      .addColumn('by_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('registration', 'text')
      .addColumn('plan_sha256', 'varchar(64)')
      .addPrimaryKeyConstraint('reviews_pk', [
        'workspace_id',
        'patient_id',
        'programme_id',
        'review_id',
      ])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('reviews').execute();
    await db.schema.dropTable('clinician_profiles').execute();
  },
};
