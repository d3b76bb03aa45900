/**
 * The stored inactivity lock of each auth session (table `ritmo_session_lock`, auth database):
 * locked or not, and when it last made a data request. Times are the app's clock (`now`), so
 * tests move it instead of waiting. A session without a row has made none since it began before
 * this table existed: it counts as seen now.
 */
import type { Kysely } from 'kysely';

interface SessionLockTable {
  ritmo_session_lock: { session_id: string; locked_at: number | null; last_seen_at: number };
  session: { id: string };
}

export interface SessionLockState {
  lockedAt: number | null;
  lastSeenAt: number;
}

/** Rows of sessions gone this long (expired, signed out) are removed when a session begins. */
const FORGET_AFTER_MS = 31 * 24 * 60 * 60 * 1000;

export function createSessionLocks(authDb: Kysely<unknown>, now: () => number = Date.now) {
  const db = authDb as Kysely<SessionLockTable>;
  const upsert = (sessionId: string, values: SessionLockState) =>
    db
      .insertInto('ritmo_session_lock')
      .values({
        session_id: sessionId,
        locked_at: values.lockedAt,
        last_seen_at: values.lastSeenAt,
      })
      .onConflict((oc) =>
        oc
          .column('session_id')
          .doUpdateSet({ locked_at: values.lockedAt, last_seen_at: values.lastSeenAt }),
      )
      .execute();

  return {
    now,
    async stateOf(sessionId: string): Promise<SessionLockState | null> {
      const row = await db
        .selectFrom('ritmo_session_lock')
        .select(['locked_at', 'last_seen_at'])
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row ? { lockedAt: row.locked_at, lastSeenAt: row.last_seen_at } : null;
    },
    /** A new session starts seen now; rows of long-gone sessions are dropped on the way. */
    async begin(sessionId: string): Promise<void> {
      const at = now();
      await db
        .deleteFrom('ritmo_session_lock')
        .where('last_seen_at', '<', at - FORGET_AFTER_MS)
        .where('session_id', 'not in', db.selectFrom('session').select('id'))
        .execute();
      await upsert(sessionId, { lockedAt: null, lastSeenAt: at });
    },
    /** Locks it; a session locked already keeps the time it locked. */
    async lock(sessionId: string): Promise<void> {
      const at = now();
      await db
        .insertInto('ritmo_session_lock')
        .values({ session_id: sessionId, locked_at: at, last_seen_at: at })
        .onConflict((oc) =>
          oc
            .column('session_id')
            .doUpdateSet({ locked_at: at })
            .where('ritmo_session_lock.locked_at', 'is', null),
        )
        .execute();
    },
    /** After the password: open, and seen now. */
    async unlock(sessionId: string): Promise<void> {
      await upsert(sessionId, { lockedAt: null, lastSeenAt: now() });
    },
    /** A data request of an open session; never lifts a lock another server set meanwhile. */
    async seen(sessionId: string): Promise<void> {
      const at = now();
      await db
        .insertInto('ritmo_session_lock')
        .values({ session_id: sessionId, locked_at: null, last_seen_at: at })
        .onConflict((oc) =>
          oc
            .column('session_id')
            .doUpdateSet({ last_seen_at: at })
            .where('ritmo_session_lock.locked_at', 'is', null),
        )
        .execute();
    },
  };
}
export type SessionLocks = ReturnType<typeof createSessionLocks>;
