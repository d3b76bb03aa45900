/**
 * The last TOTP time-step each account signed in or confirmed with (auth/totp-replay.ts): a code
 * is taken once, so one seen over a shoulder or phished cannot sign in a second device within its
 * 30 seconds. In the auth database, so every server behind the load balancer refuses it.
 */
import type { Kysely, Migration } from 'kysely';

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ritmo_totp_step')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('last_step', 'bigint', (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ritmo_totp_step').execute();
}

export const totpStepsMigration: Migration = { up, down };
