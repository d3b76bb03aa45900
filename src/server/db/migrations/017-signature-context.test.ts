/** Migration 017 on both databases: where each older signature was made, and its hash recipe. */
import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../../test/empty-database.js';
import { DATABASES } from '../../test/test-server.js';
import { connect } from '../connect.js';
import { dataMigrator, migrateDataDatabase } from '../migrate.js';
import type { DataSchema } from '../schema.js';

/** A review row as migration 013 made the table. */
const reviewAt = (reviewId: string, at: number, signed: boolean) => ({
  workspace_id: 'clinic-1',
  patient_id: 'P-1',
  programme_id: 'PR-1',
  review_id: reviewId,
  at,
  note: '',
  signed: signed ? 1 : 0,
  by_id: 'user-1',
  by_name: 'Dr',
  registration: signed ? 'CRM 1' : null,
  plan_sha256: signed ? 'a'.repeat(64) : null,
});

describe.each(DATABASES)('migration 017 on %s', (kind) => {
  it('tells older signatures made here from ones a transfer brought, by the audit trail', async () => {
    const connection = connect<DataSchema>(await emptyDatabase(kind));
    try {
      expect((await dataMigrator(connection).migrateTo('016-hr-max-formula')).error).toBe(
        undefined,
      );
      const { db } = connection;
      // Signed here: the repository wrote its review.write event at the same instant.
      const older = [
        reviewAt('V-HERE', 1000, true),
        reviewAt('V-MOVED', 2000, true),
        reviewAt('V-NOTE', 3000, false),
      ];
      await db.insertInto('reviews').values(older).execute();
      await db
        .insertInto('audit_events')
        .values({
          workspace_id: 'clinic-1',
          event_id: '1',
          at: 1000,
          actor_id: 'user-1',
          actor_name: 'Dr',
          action: 'review.write',
          patient_id: 'P-1',
          activity_id: null,
          address: '127.0.0.1',
          patient_ids: null,
          detail: null,
          actor_email: null,
        })
        .execute();
      await migrateDataDatabase(connection);
      const rows = await db
        .selectFrom('reviews')
        .select(['review_id', 'signed_in_workspace_id', 'plan_hash_version'])
        .orderBy('review_id')
        .execute();
      expect(rows).toEqual([
        { review_id: 'V-HERE', signed_in_workspace_id: 'clinic-1', plan_hash_version: 1 },
        // No event here: it came with a transfer from the signer's personal workspace.
        { review_id: 'V-MOVED', signed_in_workspace_id: 'user-1', plan_hash_version: 1 },
        { review_id: 'V-NOTE', signed_in_workspace_id: null, plan_hash_version: null },
      ]);
      expect((await dataMigrator(connection).migrateTo('016-hr-max-formula')).error).toBe(
        undefined,
      );
    } finally {
      await connection.close();
    }
  });
});
