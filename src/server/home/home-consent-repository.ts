/**
 * The clinic's telemonitoring consent and its patients' acceptances (migration 024). A version
 * is named by the SHA-256 of its texts in both languages (JSON, keys in a fixed order), so the
 * hash a patient accepted always finds the words they read; Ritmo's default is stored as a
 * version the first time it is accepted or replaced.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_HOME_CONSENT } from '../../common/home/default-consent.js';
import type { HomeConsentTexts } from '../../common/schemas/home-consent.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';

const canonical = (texts: HomeConsentTexts) =>
  JSON.stringify({ 'pt-BR': texts['pt-BR'], en: texts.en });

export const consentSha256 = (texts: HomeConsentTexts) =>
  createHash('sha256').update(canonical(texts)).digest('hex');

export interface ConsentVersion {
  texts: HomeConsentTexts;
  sha256: string;
  isDefault: boolean;
}

const DEFAULT_VERSION: ConsentVersion = {
  texts: DEFAULT_HOME_CONSENT,
  sha256: consentSha256(DEFAULT_HOME_CONSENT),
  isDefault: true,
};

/** Stores a version unless the workspace has it already. */
async function keepVersion(
  db: Kysely<DataSchema>,
  workspaceId: string,
  version: ConsentVersion,
  actorId: string,
  at: number,
) {
  await db
    .insertInto('home_consent_versions')
    .values({
      workspace_id: workspaceId,
      sha256: version.sha256,
      texts: canonical(version.texts),
      created_at: at,
      created_by: actorId,
    })
    .onConflict((oc) => oc.columns(['workspace_id', 'sha256']).doNothing())
    .execute();
}

export function createHomeConsentRepository(db: Kysely<DataSchema>, now: () => number) {
  async function current(workspaceId: string): Promise<ConsentVersion> {
    const row = await db
      .selectFrom('workspaces')
      .leftJoin('home_consent_versions', (join) =>
        join
          .onRef('home_consent_versions.workspace_id', '=', 'workspaces.workspace_id')
          .onRef('home_consent_versions.sha256', '=', 'workspaces.home_consent_sha256'),
      )
      .select(['home_consent_versions.sha256', 'home_consent_versions.texts'])
      .where('workspaces.workspace_id', '=', workspaceId)
      .executeTakeFirst();
    if (!row?.sha256 || !row.texts) return DEFAULT_VERSION;
    const texts = JSON.parse(row.texts) as HomeConsentTexts;
    return { texts, sha256: row.sha256, isDefault: false };
  }

  return {
    current,

    /** The owner's new text in force from now; the old one stays for those who accepted it. */
    async replace(workspaceId: string, texts: HomeConsentTexts, actor: Actor) {
      const at = now();
      const before = await current(workspaceId);
      const version = { texts, sha256: consentSha256(texts), isDefault: false };
      if (version.sha256 === before.sha256) return before;
      await db.transaction().execute(async (trx) => {
        await keepVersion(trx, workspaceId, before, actor.id, at);
        await keepVersion(trx, workspaceId, version, actor.id, at);
        await trx
          .updateTable('workspaces')
          .set({ home_consent_sha256: version.sha256 })
          .where('workspace_id', '=', workspaceId)
          .execute();
        const detail = `homeConsent: ${before.sha256} → ${version.sha256}`;
        await appendAuditEvent(
          trx,
          workspaceId,
          actor,
          { action: 'home.consent-text', detail },
          at,
        );
      });
      return version;
    },

    /** When the patient accepted this version and has not withdrawn since; else null. */
    async acceptedAt(workspaceId: string, patientId: string, sha256: string) {
      const row = await db
        .selectFrom('home_consents')
        .select('accepted_at')
        .where('workspace_id', '=', workspaceId)
        .where('patient_id', '=', patientId)
        .where('sha256', '=', sha256)
        .where('withdrawn_at', 'is', null)
        .orderBy('accepted_at', 'desc')
        .executeTakeFirst();
      return row?.accepted_at ?? null;
    },

    async accept(workspaceId: string, patientId: string, version: ConsentVersion, actor: Actor) {
      const at = now();
      await db.transaction().execute(async (trx) => {
        await keepVersion(trx, workspaceId, version, actor.id, at);
        await trx
          .insertInto('home_consents')
          .values({
            workspace_id: workspaceId,
            consent_id: randomUUID(),
            patient_id: patientId,
            user_id: actor.id,
            sha256: version.sha256,
            accepted_at: at,
            withdrawn_at: null,
          })
          .execute();
        const event = { action: 'home.consent-accept', patientId, detail: version.sha256 } as const;
        await appendAuditEvent(trx, workspaceId, actor, event, at);
      });
      return at;
    },

    /** Withdraws every standing acceptance of the patient; audited even when none stood. */
    async withdraw(workspaceId: string, patientId: string, actor: Actor): Promise<void> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('home_consents')
          .set({ withdrawn_at: at })
          .where('workspace_id', '=', workspaceId)
          .where('patient_id', '=', patientId)
          .where('withdrawn_at', 'is', null)
          .execute();
        const event = { action: 'home.consent-withdraw', patientId } as const;
        await appendAuditEvent(trx, workspaceId, actor, event, at);
      });
    },
  };
}
export type HomeConsentRepository = ReturnType<typeof createHomeConsentRepository>;
