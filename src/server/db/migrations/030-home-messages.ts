/**
 * Messages between the clinic and a patient (PRODUCT.md section 12): one thread per patient,
 * read newest first by (created_at, message_id). The author's name is kept as written, so the
 * thread still says who wrote after a member leaves the clinic.
 */
import type { Migration } from 'kysely';

export const homeMessagesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('home_messages')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('message_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('author_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('author_role', 'varchar(16)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('home_messages_pk', ['workspace_id', 'message_id'])
      .execute();
    await db.schema
      .createIndex('home_messages_thread')
      .on('home_messages')
      .columns(['workspace_id', 'patient_id', 'created_at', 'message_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('home_messages').execute();
  },
};
