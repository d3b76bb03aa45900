/**
 * How many invitations (each one an e-mail with SMTP_URL) may go out in an hour: per clinic, per
 * inviting account and per recipient. A fresh account sent 150 invitation e-mails to one address
 * in 1.3 s. Counted in the auth database (ritmo_invitation_send), under one lock, so the limit
 * holds exactly across every server behind the load balancer and under concurrent requests.
 * Runs as the organization plugin's `beforeCreateInvitation`: after Better Auth's own checks
 * (role, already a member, already invited), before the invitation is created and mailed.
 */
import { randomUUID } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { type Kysely, sql } from 'kysely';
import type { Connection } from '../db/connect.js';

/** The window every limit counts over. */
export const INVITATION_WINDOW_MS = 60 * 60 * 1000;

/**
 * A cardiac rehabilitation team is a handful of people (physician, nurses, physiotherapists,
 * exercise physiologists; AACVPR Guidelines for Cardiac Rehabilitation Programs, staffing): 20
 * an hour lets a clinic invite its whole team in one sitting, and caps what a throwaway clinic
 * or a hijacked account can mail. Per inviter too, so making more clinics buys no more e-mail.
 * Per recipient: fixing a mistyped role twice still works; no mailbox gets flooded, whichever
 * clinics the invitations come from.
 */
export const INVITATION_LIMITS = {
  clinic: 20,
  inviter: 20,
  recipient: 3,
} as const;
type LimitName = keyof typeof INVITATION_LIMITS;

const COLUMNS: Record<LimitName, 'organization_id' | 'inviter_id' | 'email'> = {
  clinic: 'organization_id',
  inviter: 'inviter_id',
  recipient: 'email',
};

const MESSAGES: Record<LimitName, string> = {
  clinic: 'This clinic has sent',
  inviter: 'You have sent',
  recipient: 'This address has been sent',
};

interface SendTable {
  ritmo_invitation_send: {
    id: string;
    organization_id: string;
    inviter_id: string;
    email: string;
    sent_at: number;
  };
}

/** What `beforeCreateInvitation` receives (the fields used here). */
interface InvitationToCreate {
  invitation: { organizationId: string; email: string };
  inviter: { id: string };
}

/** PostgreSQL serialises the count and the insert with a transaction-scoped advisory lock. */
const LOCK_KEY = 0x52_69_74_6d; // "Ritm"

function tooMany(limit: LimitName, oldest: number, now: number): APIError {
  const retryAfterS = Math.max(1, Math.ceil((oldest + INVITATION_WINDOW_MS - now) / 1000));
  const retryAt = new Date(now + retryAfterS * 1000).toISOString();
  const max = INVITATION_LIMITS[limit];
  const message = `${MESSAGES[limit]} ${max} invitations in the last hour (the limit); try again after ${retryAt}`;
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      message,
      code: 'TOO_MANY_INVITATIONS',
      limit,
      max,
      retryAfter: retryAfterS,
      details: [{ field: limit === 'recipient' ? 'body.email' : 'body.organizationId', message }],
    },
    { 'Retry-After': String(retryAfterS) },
  );
}

/** The limit this invitation would pass, and the oldest counted send, or null when within all. */
async function exceeded(
  db: Kysely<SendTable>,
  values: Record<LimitName, string>,
  since: number,
): Promise<{ limit: LimitName; oldest: number } | null> {
  for (const limit of Object.keys(INVITATION_LIMITS) as LimitName[]) {
    const row = await db
      .selectFrom('ritmo_invitation_send')
      .select((eb) => [eb.fn.countAll<number>().as('sent'), eb.fn.min('sent_at').as('oldest')])
      .where(COLUMNS[limit], '=', values[limit])
      .where('sent_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(row.sent) >= INVITATION_LIMITS[limit]) {
      return { limit, oldest: Number(row.oldest) };
    }
  }
  return null;
}

/** `beforeCreateInvitation`: counts this invitation, or refuses it with 429 naming the limit. */
export function limitInvitations(connection: Connection<unknown>) {
  const db = connection.db as Kysely<SendTable>;
  return async ({ invitation, inviter }: InvitationToCreate): Promise<void> => {
    const now = Date.now();
    const since = now - INVITATION_WINDOW_MS;
    const values = {
      clinic: invitation.organizationId,
      inviter: inviter.id,
      recipient: invitation.email.trim().toLowerCase(),
    };
    const refused = await db.transaction().execute(async (trx) => {
      if (connection.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
      }
      // Rows older than the window count for nothing: the table stays an hour long.
      await trx.deleteFrom('ritmo_invitation_send').where('sent_at', '<=', since).execute();
      const over = await exceeded(trx, values, since);
      if (over) return over;
      await trx
        .insertInto('ritmo_invitation_send')
        .values({
          id: randomUUID(),
          organization_id: values.clinic,
          inviter_id: values.inviter,
          email: values.recipient,
          sent_at: now,
        })
        .execute();
      return null;
    });
    if (refused) throw tooMany(refused.limit, refused.oldest, now);
  };
}
