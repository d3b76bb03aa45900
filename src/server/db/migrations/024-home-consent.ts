/**
 * The clinic's telemonitoring consent (PRODUCT.md section 12): every version it has used, each
 * named by its SHA-256 (`home_consent_versions`), the one in force on the workspace row (null:
 * Ritmo's default, stored as a version once a patient accepts it), and each patient's
 * acceptances and withdrawals (`home_consents`), kept, never deleted.
 */
import type { Migration } from 'kysely';

export const homeConsentMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('workspaces').addColumn('home_consent_sha256', 'text').execute();
    await db.schema
      .createTable('home_consent_versions')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('texts', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('home_consent_versions_pk', ['workspace_id', 'sha256'])
      .execute();
    await db.schema
      .createTable('home_consents')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('consent_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('accepted_at', 'bigint', (c) => c.notNull())
      .addColumn('withdrawn_at', 'bigint')
      .addPrimaryKeyConstraint('home_consents_pk', ['workspace_id', 'consent_id'])
      .execute();
    await db.schema
      .createIndex('home_consents_patient')
      .on('home_consents')
      .columns(['workspace_id', 'patient_id', 'accepted_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('home_consents').execute();
    await db.schema.dropTable('home_consent_versions').execute();
    await db.schema.alterTable('workspaces').dropColumn('home_consent_sha256').execute();
  },
};
