/**
 * The inactivity lock of each auth session (auth/session-lock.ts): when it was locked (null while
 * open) and when it last made a data request. In the auth database beside the sessions, so every
 * server behind the load balancer refuses a locked session's requests alike.
 */
import type { Kysely, Migration } from 'kysely';

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ritmo_session_lock')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('locked_at', 'bigint')
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ritmo_session_lock').execute();
}

export const sessionLocksMigration: Migration = { up, down };
