/**
 * A clinic's inactivity lock in minutes, on its workspace row; null means the default (15).
 * Existing rows keep null, so every clinic starts at the default.
 */
import type { Migration } from 'kysely';

export const inactivityLockMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('workspaces')
      .addColumn('inactivity_lock_minutes', 'integer')
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('workspaces').dropColumn('inactivity_lock_minutes').execute();
  },
};
