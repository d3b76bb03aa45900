/**
 * Reminders by Web Push (PRODUCT.md section 12). `push_subscriptions`: a device's subscription,
 * one per endpoint in a workspace (its id is the endpoint's SHA-256), owned by the account that
 * sent it; a patient user's row names its patient and reminder. `push_reminder_claims`: the
 * reminder of a subscription on a day, claimed by an INSERT only one server copy can win, so
 * several copies and a restart send it once.
 */
import type { Migration } from 'kysely';

export const pushSubscriptionsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('subscription_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)')
      .addColumn('endpoint', 'text', (c) => c.notNull())
      .addColumn('p256dh', 'varchar(128)', (c) => c.notNull())
      .addColumn('auth', 'varchar(64)', (c) => c.notNull())
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('reminder_time', 'varchar(5)')
      .addColumn('reminder_weekdays', 'varchar(16)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('push_subscriptions_pk', ['workspace_id', 'subscription_id'])
      .execute();
    await db.schema
      .createIndex('push_subscriptions_patient')
      .on('push_subscriptions')
      .columns(['workspace_id', 'patient_id'])
      .execute();
    await db.schema
      .createTable('push_reminder_claims')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('subscription_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('claimed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('push_reminder_claims_pk', [
        'workspace_id',
        'subscription_id',
        'date',
      ])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('push_reminder_claims').execute();
    await db.schema.dropTable('push_subscriptions').execute();
  },
};
