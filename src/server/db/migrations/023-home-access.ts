/**
 * Patient users (PRODUCT.md section 12): the single-use codes a member hands a patient
 * (`home_access_codes`, only the code's SHA-256 kept, so the table leaks no usable code) and the
 * accounts linked through them to one patient record of the clinic (`home_links`). A link is not
 * a clinic membership: the clinic routes never read it. Revoking sets `revoked_at` on both.
 */
import type { Migration } from 'kysely';

export const homeAccessMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('home_access_codes')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('code_sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('used_by', 'varchar(64)')
      .addColumn('revoked_at', 'bigint')
      .addPrimaryKeyConstraint('home_access_codes_pk', ['workspace_id', 'code_sha256'])
      .execute();
    // Joining names only the code: its hash finds the clinic. Not unique, as no index without
    // workspace_id may be (tenant-key.test.ts); 256 random bits never collide.
    await db.schema
      .createIndex('home_access_codes_code')
      .on('home_access_codes')
      .column('code_sha256')
      .execute();
    await db.schema
      .createTable('home_links')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('linked_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addPrimaryKeyConstraint('home_links_pk', ['workspace_id', 'patient_id', 'user_id'])
      .execute();
    // Every /api/home request finds its link by the signed-in account.
    await db.schema
      .createIndex('home_links_user')
      .on('home_links')
      .columns(['user_id', 'linked_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('home_links').execute();
    await db.schema.dropTable('home_access_codes').execute();
  },
};
