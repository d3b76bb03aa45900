/**
 * The patient's home access as the chart shows it (issue 39, "shown in the chart"): the linked
 * accounts, the code waiting to be used, and the consent accepted against the version in force.
 * Every query names the workspace first.
 */
import type { Kysely } from 'kysely';
import type { HomeAccessState } from '../../common/schemas/home-access.js';
import type { DataSchema } from '../db/schema.js';

export async function homeAccessStateOf(
  db: Kysely<DataSchema>,
  key: { workspaceId: string; patientId: string },
  deps: { now: number; sha256InForce: string; nameOf(userId: string): Promise<string> },
): Promise<HomeAccessState> {
  const { workspaceId, patientId } = key;
  const [links, code, consent] = await Promise.all([
    db
      .selectFrom('home_links')
      .select(['user_id', 'linked_at'])
      .where('workspace_id', '=', workspaceId)
      .where('patient_id', '=', patientId)
      .where('revoked_at', 'is', null)
      .orderBy('linked_at')
      .execute(),
    db
      .selectFrom('home_access_codes')
      .select(['created_at', 'expires_at'])
      .where('workspace_id', '=', workspaceId)
      .where('patient_id', '=', patientId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', deps.now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('home_consents')
      .select(['sha256', 'accepted_at'])
      .where('workspace_id', '=', workspaceId)
      .where('patient_id', '=', patientId)
      .where('withdrawn_at', 'is', null)
      .orderBy('accepted_at', 'desc')
      .executeTakeFirst(),
  ]);
  return {
    links: await Promise.all(
      links.map(async (link) => ({
        userId: link.user_id,
        name: await deps.nameOf(link.user_id),
        linkedAt: Number(link.linked_at),
      })),
    ),
    pendingCode: code
      ? { createdAt: Number(code.created_at), expiresAt: Number(code.expires_at) }
      : null,
    consent: {
      sha256: deps.sha256InForce,
      accepted: consent
        ? { sha256: consent.sha256, acceptedAt: Number(consent.accepted_at) }
        : null,
    },
  };
}
