/**
 * Physician reviews of programmes and the clinician profiles that say who may sign; every query
 * is scoped by workspace_id. Reviews are appended, never changed; a write appends its audit
 * event in the same transaction. A signature keeps the workspace it was made in and the recipe
 * of its plan hash.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { type Profession, professionOfFlag } from '../../common/clinic/professions.js';
import type { Clinician, Review } from '../../common/schemas/review.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { ClinicianProfilesTable, DataSchema, ReviewsTable } from '../db/schema.js';
import { holdUndischarged } from '../programmes/discharged.js';
import { type CurrentPlan, PLAN_HASH_VERSION, signatureCovers } from '../programmes/plan-hash.js';
import type { ProgrammeKey } from '../programmes/prescription-repository.js';
import { type ActivePlan, activePlans } from './active-plans.js';

const toClinician = (row: Selectable<ClinicianProfilesTable>): Clinician => ({
  userId: row.user_id,
  physician: row.physician === 1,
  profession: row.profession as Profession,
  registration: row.registration,
  updatedAt: row.updated_at,
});

/**
 * A stored review; `changedSinceSigned` compares its hash with the plan's current one, and
 * `signedInWorkspace` says whether it was signed in the workspace that holds it now.
 */
function toReview(row: Selectable<ReviewsTable>, plan: CurrentPlan): Review {
  return {
    reviewId: row.review_id,
    at: row.at,
    note: row.note,
    signed: row.signed === 1,
    by: { id: row.by_id, name: row.by_name },
    registration: row.registration,
    planSha256: row.plan_sha256,
    changedSinceSigned:
      row.plan_sha256 === null
        ? null
        : !signatureCovers(plan, {
            planSha256: row.plan_sha256,
            hashVersion: row.plan_hash_version,
          }),
    signedInWorkspace: row.signed !== 1 ? null : signedHere(row) ? 'this' : 'other',
  };
}

/** Whether a signed review was signed in the workspace that holds it now (not transferred in). */
const signedHere = (row: Selectable<ReviewsTable>) =>
  (row.signed_in_workspace_id ?? row.workspace_id) === row.workspace_id;

/** A signed review as the due list weighs it. */
export interface StoredSignature {
  at: number;
  planSha256: string;
  hashVersion: number | null;
  /** Signed in the workspace that holds it now (not brought by a transfer). */
  here: boolean;
}

function groupSignatures(rows: Selectable<ReviewsTable>[]): Map<string, StoredSignature[]> {
  const byProgramme = new Map<string, StoredSignature[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.patient_id, row.programme_id]);
    const signature = {
      at: row.at,
      planSha256: row.plan_sha256 ?? '',
      hashVersion: row.plan_hash_version,
      here: signedHere(row),
    };
    byProgramme.set(key, [...(byProgramme.get(key) ?? []), signature]);
  }
  return byProgramme;
}

export interface NewReview {
  note: string;
  /**
   * The signer's registration, the plan's hash and how the signer proved it was them just
   * before signing (recorded in the audit trail) when signed; null when not.
   */
  signature: { registration: string; planSha256: string; reauth: SignatureReauth } | null;
}

/** How a physician re-authenticated to sign: their password (a passkey is not offered yet). */
export type SignatureReauth = 'password';

export function createReviewRepository(db: Kysely<DataSchema>) {
  const reviewRows = ({ workspaceId, patientId, programmeId }: ProgrammeKey) =>
    db
      .selectFrom('reviews')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('patient_id', '=', patientId)
      .where('programme_id', '=', programmeId);

  return {
    async clinicians(workspaceId: string): Promise<Clinician[]> {
      const rows = await db
        .selectFrom('clinician_profiles')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('user_id')
        .execute();
      return rows.map(toClinician);
    },

    async clinician(workspaceId: string, userId: string): Promise<Clinician | null> {
      const row = await db
        .selectFrom('clinician_profiles')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toClinician(row) : null;
    },

    async setClinician(
      workspaceId: string,
      userId: string,
      input: { physician: boolean; profession?: Profession; registration: string },
      actor: Actor,
    ): Promise<Clinician> {
      const now = Date.now();
      const fields = {
        physician: input.physician ? 1 : 0,
        profession: input.profession ?? professionOfFlag(input.physician),
        registration: input.registration,
        updated_at: now,
        updated_by: actor.id,
      };
      const row = await db.transaction().execute(async (trx) => {
        const written = await trx
          .insertInto('clinician_profiles')
          .values({ workspace_id: workspaceId, user_id: userId, ...fields })
          .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doUpdateSet(fields))
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendAuditEvent(trx, workspaceId, actor, { action: 'clinician.write' }, now);
        return written;
      });
      return toClinician(row);
    },

    /** Newest first. */
    async list(key: ProgrammeKey, plan: CurrentPlan): Promise<Review[]> {
      const rows = await reviewRows(key).orderBy('at', 'desc').orderBy('review_id').execute();
      return rows.map((row) => toReview(row, plan));
    },

    async add(
      key: ProgrammeKey,
      review: NewReview,
      actor: Actor,
      plan: CurrentPlan,
    ): Promise<Review> {
      const at = Date.now();
      const row = {
        workspace_id: key.workspaceId,
        patient_id: key.patientId,
        programme_id: key.programmeId,
        review_id: randomUUID(),
        at,
        note: review.note,
        signed: review.signature ? 1 : 0,
        by_id: actor.id,
        by_name: actor.name,
        registration: review.signature?.registration ?? null,
        plan_sha256: review.signature?.planSha256 ?? null,
        signed_in_workspace_id: review.signature ? key.workspaceId : null,
        plan_hash_version: review.signature ? PLAN_HASH_VERSION : null,
      };
      await db.transaction().execute(async (trx) => {
        // A discharged plan is no longer followed: a later signature would vouch for nothing.
        await holdUndischarged(trx, key, 'it takes no more reviews');
        await trx.insertInto('reviews').values(row).execute();
        const event = {
          action: 'review.write',
          patientId: key.patientId,
          detail: review.signature ? `signed, re-authenticated: ${review.signature.reauth}` : null,
        } as const;
        await appendAuditEvent(trx, key.workspaceId, actor, event, at);
      });
      return toReview(row, plan);
    },

    /** Every active programme of the workspace with its plan (the due list checks each). */
    activePlans(workspaceId: string): Promise<ActivePlan[]> {
      return activePlans(db, workspaceId);
    },

    /** Each programme's signed reviews in the workspace, by `[patientId, programmeId]` JSON. */
    async signaturesByProgramme(workspaceId: string): Promise<Map<string, StoredSignature[]>> {
      const rows = await db
        .selectFrom('reviews')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('signed', '=', 1)
        .execute();
      return groupSignatures(rows);
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
