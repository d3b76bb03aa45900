/**
 * Audit events about who may access a clinic (an invitation, a role change, a removal) or an
 * account (a sign-in) name their subject in `detail` (the invited e-mail and role, the clinic's
 * new name); null for events about records, as all were before. `actor_email` keeps the actor's
 * e-mail beside the display name, which anyone can set to someone else's; null on older rows.
 */
import type { Migration } from 'kysely';

export const auditDetailMigration: Migration = {
  async up(db) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable('audit_events').addColumn('detail', 'text').execute();
    await db.schema.alterTable('audit_events').addColumn('actor_email', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('audit_events').dropColumn('actor_email').execute();
    await db.schema.alterTable('audit_events').dropColumn('detail').execute();
  },
};
