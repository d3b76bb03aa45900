/** Migration 027 on both databases: the profession of profiles saved before it existed. */
import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../../test/empty-database.js';
import { DATABASES } from '../../test/test-server.js';
import { connect } from '../connect.js';
import { dataMigrator, migrateDataDatabase } from '../migrate.js';
import type { DataSchema } from '../schema.js';

/** A profile row as migration 013 made the table. */
const profileOf = (userId: string, physician: boolean, registration: string) => ({
  workspace_id: 'clinic-1',
  user_id: userId,
  physician: physician ? 1 : 0,
  registration,
  updated_at: 1000,
  updated_by: 'owner-1',
});

describe.each(DATABASES)('migration 027 on %s', (kind) => {
  it('a physician stays one; everyone else is "other" until an owner says which', async () => {
    const connection = connect<DataSchema>(await emptyDatabase(kind));
    try {
      expect((await dataMigrator(connection).migrateTo('022-clinic-time-zone')).error).toBe(
        undefined,
      );
      const { db } = connection;
      await db
        .insertInto('clinician_profiles')
        .values([
          profileOf('u-dr', true, 'CRM-SP 1'),
          profileOf('u-fisio', false, 'CREFITO-3 1-F'),
        ] as never)
        .execute();
      await migrateDataDatabase(connection);
      const rows = await db
        .selectFrom('clinician_profiles')
        .select(['user_id', 'profession'])
        .orderBy('user_id')
        .execute();
      expect(rows).toEqual([
        { user_id: 'u-dr', profession: 'physician' },
        { user_id: 'u-fisio', profession: 'other' },
      ]);
      expect((await dataMigrator(connection).migrateTo('022-clinic-time-zone')).error).toBe(
        undefined,
      );
    } finally {
      await connection.close();
    }
  });
});
