import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../../test/empty-database.js';
import { DATABASES } from '../../test/test-server.js';
import { connect } from '../connect.js';
import { oneMembershipMigration } from './001-one-membership.js';

interface AuthTables {
  member: { id: string; organizationId: string; userId: string; role: string; createdAt: string };
  invitation: {
    id: string;
    organizationId: string;
    email: string;
    role: string;
    status: string;
    createdAt: string;
  };
}

/** Better Auth's two tables, with the columns the migration reads. */
async function createTables(db: Kysely<AuthTables>): Promise<void> {
  await db.schema
    .createTable('member')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organizationId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invitation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organizationId', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
}

const member = (id: string, userId: string, role: string, createdAt: string) => ({
  id,
  organizationId: 'clinic-1',
  userId,
  role,
  createdAt,
});
const invitation = (id: string, email: string, status: string, createdAt: string) => ({
  id,
  organizationId: 'clinic-1',
  email,
  role: 'member',
  status,
  createdAt,
});

describe.each(DATABASES)('auth migration 001 (one membership) on %s', (kind) => {
  it('folds the duplicates races made, then refuses new ones', async () => {
    const connection = connect<AuthTables>(await emptyDatabase(kind));
    const { db } = connection;
    try {
      await createTables(db);
      await db
        .insertInto('member')
        .values([
          member('m-2', 'user-1', 'member', '2026-11-02'),
          member('m-1', 'user-1', 'admin', '2026-11-01'),
          member('m-3', 'user-1', 'viewer', '2026-11-03'),
          member('m-4', 'user-2', 'member', '2026-11-01'),
        ])
        .execute();
      await db
        .insertInto('invitation')
        .values([
          invitation('i-1', 'a@clinic.test', 'pending', '2026-11-01'),
          invitation('i-2', 'A@clinic.test', 'pending', '2026-11-02'),
          invitation('i-3', 'a@clinic.test', 'canceled', '2026-11-03'),
          invitation('i-4', 'b@clinic.test', 'pending', '2026-11-01'),
        ])
        .execute();

      await oneMembershipMigration.up(db as Kysely<unknown>);

      const members = await db.selectFrom('member').select(['id']).orderBy('id').execute();
      expect(members.map((m) => m.id)).toEqual(['m-1', 'm-4']);
      const invitations = await db
        .selectFrom('invitation')
        .select(['id', 'status'])
        .orderBy('id')
        .execute();
      expect(invitations).toEqual([
        { id: 'i-1', status: 'canceled' },
        { id: 'i-2', status: 'pending' },
        { id: 'i-3', status: 'canceled' },
        { id: 'i-4', status: 'pending' },
      ]);
      await expect(
        db
          .insertInto('member')
          .values(member('m-5', 'user-2', 'admin', '2026-11-05'))
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('invitation')
          .values(invitation('i-5', 'B@clinic.test', 'pending', '2026-11-05'))
          .execute(),
      ).rejects.toThrow();
      // Past invitations are history: any number of them may name the same address.
      await db
        .insertInto('invitation')
        .values(invitation('i-6', 'b@clinic.test', 'accepted', '2026-11-06'))
        .execute();
    } finally {
      await connection.close();
    }
  });
});
