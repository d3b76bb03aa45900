/**
 * Activity ids are lower-cased at the API boundary (a UUID names one activity in either case),
 * so rows saved with upper-case ids before that are lower-cased too, or their ids could no
 * longer reach them. One row per UUID is renamed: a row whose lower-case form already exists (the
 * same UUID saved in two cases, two records before the fix) keeps its id, so nothing is lost; it
 * stays in lists and exports, and its twin answers to the id.
 */
import { type Migration, sql } from 'kysely';

export const lowercaseActivityIdsMigration: Migration = {
  async up(db) {
    await sql`
      update activities set activity_id = lower(activity_id)
      where activity_id <> lower(activity_id)
        and not exists (
          select 1 from activities twin
          where twin.workspace_id = activities.workspace_id
            and twin.activity_id = lower(activities.activity_id))
        and activity_id = (
          select min(variant.activity_id) from activities variant
          where variant.workspace_id = activities.workspace_id
            and lower(variant.activity_id) = lower(activities.activity_id))
    `.execute(db);
  },
  // A lower-case id is as valid as the one it replaced: nothing to undo.
  async down() {},
};
