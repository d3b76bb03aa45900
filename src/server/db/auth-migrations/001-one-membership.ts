/**
 * One person holds at most one membership per clinic, and one pending invitation per address.
 * Better Auth checks both before it inserts, but not atomically: on PostgreSQL ten invitations
 * sent at once all stayed pending, accepting them gave one person several member rows, and
 * removing the member then deleted one row and left the others reading the clinic's patients.
 * Rows such races already made are folded first (the oldest membership stays, so an owner is
 * not demoted by a later duplicate; the newest pending invitation stays, as a re-invite kept
 * it), then unique indexes make the database refuse the next duplicate.
 */
import { type Kysely, type Migration, sql } from 'kysely';

async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from "member" where exists (
      select 1 from "member" as older
      where older."organizationId" = "member"."organizationId"
        and older."userId" = "member"."userId"
        and (older."createdAt" < "member"."createdAt"
          or (older."createdAt" = "member"."createdAt" and older."id" < "member"."id"))
    )`.execute(db);
  await sql`
    update "invitation" set "status" = 'canceled'
    where "status" = 'pending' and exists (
      select 1 from "invitation" as newer
      where newer."status" = 'pending'
        and newer."organizationId" = "invitation"."organizationId"
        and lower(newer."email") = lower("invitation"."email")
        and (newer."createdAt" > "invitation"."createdAt"
          or (newer."createdAt" = "invitation"."createdAt" and newer."id" > "invitation"."id"))
    )`.execute(db);
  await sql`
    create unique index "member_one_per_clinic" on "member" ("organizationId", "userId")
  `.execute(db);
  await sql`
    create unique index "invitation_one_pending_per_address"
    on "invitation" ("organizationId", lower("email")) where "status" = 'pending'
  `.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index "invitation_one_pending_per_address"`.execute(db);
  await sql`drop index "member_one_per_clinic"`.execute(db);
}

export const oneMembershipMigration: Migration = { up, down };
