/**
 * The clinic's IANA time zone on its workspace row: the calendar whose days and weeks the
 * summary, the trend and the schedule's "today" use when a request names no zone of its own.
 * Null: never chosen, UTC (what every answer used before the zone existed).
 */
import type { Migration } from 'kysely';

export const clinicTimeZoneMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('workspaces').addColumn('time_zone', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('workspaces').dropColumn('time_zone').execute();
  },
};
