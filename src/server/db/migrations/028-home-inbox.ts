/**
 * The clinic's review inbox of home sessions (issue 40): a row per home session and per check-in
 * with red flags, written when it is saved with its reason and rank (common/home/inbox-rank.ts),
 * so the first page is one indexed read whatever the sessions' samples; reviewed once, by whom.
 * An overdue patient's review is kept as a row too (`o:` + patient id), snoozing it a gap.
 */
import type { Migration } from 'kysely';

export const homeInboxMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('home_inbox')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('item_id', 'varchar(80)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('activity_id', 'varchar(64)')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(32)', (c) => c.notNull())
      .addColumn('numbers', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('reviewed_at', 'bigint')
      .addColumn('reviewed_by_id', 'varchar(64)')
      .addColumn('reviewed_by_name', 'text')
      .addPrimaryKeyConstraint('home_inbox_pk', ['workspace_id', 'item_id'])
      .execute();
    // The first page: the rows not reviewed, most serious first, newest first within a rank.
    await db.schema
      .createIndex('home_inbox_open')
      .on('home_inbox')
      .columns(['workspace_id', 'reviewed_at', 'rank', 'at desc'])
      .execute();
    // The overdue rows: each patient's last home session (or overdue review).
    await db.schema
      .createIndex('home_inbox_patient')
      .on('home_inbox')
      .columns(['workspace_id', 'patient_id', 'kind', 'at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('home_inbox').execute();
  },
};
