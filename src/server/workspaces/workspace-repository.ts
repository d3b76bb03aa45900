/**
 * The owner row: the original's "empty parent document" made on a clinician's first call.
 * A per-process set avoids a write per request; the insert itself is idempotent.
 */
import type { Kysely } from 'kysely';
import type { DataSchema } from '../db/schema.js';

export function createOwnerRepository(db: Kysely<DataSchema>) {
  const known = new Set<string>();
  return {
    async ensure(ownerId: string): Promise<void> {
      if (known.has(ownerId)) return;
      await db
        .insertInto('owners')
        .values({ owner_id: ownerId, created_at: Date.now() })
        .onConflict((oc) => oc.column('owner_id').doNothing())
        .execute();
      known.add(ownerId);
    },
    /** Removes the owner and every row of theirs (account deletion). */
    async removeAll(ownerId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('activities').where('owner_id', '=', ownerId).execute();
        await trx.deleteFrom('patients').where('owner_id', '=', ownerId).execute();
        await trx.deleteFrom('owners').where('owner_id', '=', ownerId).execute();
      });
      known.delete(ownerId);
    },
  };
}
export type OwnerRepository = ReturnType<typeof createOwnerRepository>;
