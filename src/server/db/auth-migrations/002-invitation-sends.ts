/**
 * One row per invitation the auth service let through to be created and e-mailed, kept an hour:
 * what the per-clinic, per-inviter and per-recipient limits count (invitation-limits.ts). In the
 * auth database so every server behind the load balancer counts the same rows.
 */
import { type Kysely, type Migration, sql } from 'kysely';

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ritmo_invitation_send')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('inviter_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  for (const column of ['organization_id', 'inviter_id', 'email']) {
    await sql`
      create index ${sql.id(`ritmo_invitation_send_${column}`)}
      on "ritmo_invitation_send" (${sql.id(column)}, "sent_at")
    `.execute(db);
  }
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ritmo_invitation_send').execute();
}

export const invitationSendsMigration: Migration = { up, down };
