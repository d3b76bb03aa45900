import { describe, expect, it } from 'vitest';
import { activityContentOf, activityInputSchema } from '../../../common/schemas/activity.js';
import { contentJson, rowFields } from '../../activities/activity-row.js';
import { emptyDatabase } from '../../test/empty-database.js';
import { makeActivity } from '../../test/factories.js';
import { DATABASES } from '../../test/test-server.js';
import { connect } from '../connect.js';
import { dataMigrator, migrateDataDatabase } from '../migrate.js';
import type { DataSchema } from '../schema.js';

/** A saved activity's row under `activityId`, as migration 002 left the table. */
function rowOf(workspaceId: string, activityId: string, notes: string) {
  const { activityId: _id, ...body } = makeActivity('P-1', { notes });
  const content = activityContentOf(activityInputSchema.parse(body), body.startedAt);
  const fields = rowFields(content, contentJson(content), '{}', 1);
  return {
    workspace_id: workspaceId,
    activity_id: activityId,
    created_at: 1,
    deleted_at: null,
    ...fields,
  };
}

describe.each(DATABASES)('migration 003 on %s', (kind) => {
  it('lower-cases upper-case activity ids, keeping a row whose lower-case twin exists', async () => {
    const upper = 'A1B2C3D4-0000-4000-8000-00000000000A';
    const twin = 'B1B2C3D4-0000-4000-8000-00000000000B';
    const connection = connect<DataSchema>(await emptyDatabase(kind));
    try {
      expect((await dataMigrator(connection).migrateTo('002-workspaces')).error).toBeUndefined();
      await connection.db
        .insertInto('activities')
        .values([
          rowOf('ws-1', upper, 'upper'),
          rowOf('ws-2', upper, 'other workspace'),
          rowOf('ws-1', twin, 'twin upper'),
          rowOf('ws-1', twin.toLowerCase(), 'twin lower'),
        ])
        .execute();
      await migrateDataDatabase(connection);
      const rows = await connection.db
        .selectFrom('activities')
        .select(['workspace_id', 'activity_id', 'notes'])
        .orderBy('notes')
        .execute();
      expect(rows).toEqual([
        { workspace_id: 'ws-2', activity_id: upper.toLowerCase(), notes: 'other workspace' },
        { workspace_id: 'ws-1', activity_id: twin.toLowerCase(), notes: 'twin lower' },
        { workspace_id: 'ws-1', activity_id: twin, notes: 'twin upper' },
        { workspace_id: 'ws-1', activity_id: upper.toLowerCase(), notes: 'upper' },
      ]);
    } finally {
      await connection.close();
    }
  });
});
