/**
 * The home records of a workspace's patients for `GET /api/export` (LGPD portability; CFM
 * 2.314/2022 keeps consent and exchanges on the record): per patient with any, every consent
 * acceptance (with its version's SHA-256 and withdrawal), every check-in with its red flags,
 * and the message thread, oldest first. Three queries per export, each naming the workspace.
 */
import type { Kysely } from 'kysely';
import type { CheckInAnswers } from '../../common/schemas/home-check-in.js';
import type { DataSchema } from '../db/schema.js';

export interface HomeExportRecord {
  patientId: string;
  consents: { sha256: string; acceptedAt: number; withdrawnAt: number | null }[];
  checkIns: {
    checkInId: string;
    at: number;
    date: string;
    answers: CheckInAnswers;
    redFlags: string[];
  }[];
  messages: {
    messageId: string;
    text: string;
    author: { id: string; name: string; role: string };
    createdAt: number;
  }[];
}

export type HomeExportOf = (workspaceId: string) => Promise<HomeExportRecord[]>;

export function createHomeExport(db: Kysely<DataSchema>): HomeExportOf {
  return async (workspaceId) => {
    const byPatient = new Map<string, HomeExportRecord>();
    const recordOf = (patientId: string) => {
      let record = byPatient.get(patientId);
      if (!record) {
        record = { patientId, consents: [], checkIns: [], messages: [] };
        byPatient.set(patientId, record);
      }
      return record;
    };
    const consents = await db
      .selectFrom('home_consents')
      .select(['patient_id', 'sha256', 'accepted_at', 'withdrawn_at'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('accepted_at')
      .execute();
    for (const row of consents) {
      recordOf(row.patient_id).consents.push({
        sha256: row.sha256,
        acceptedAt: Number(row.accepted_at),
        withdrawnAt: row.withdrawn_at === null ? null : Number(row.withdrawn_at),
      });
    }
    const checkIns = await db
      .selectFrom('home_check_ins')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('at')
      .execute();
    for (const row of checkIns) {
      recordOf(row.patient_id).checkIns.push({
        checkInId: row.check_in_id,
        at: Number(row.at),
        date: row.date,
        answers: JSON.parse(row.answers) as CheckInAnswers,
        redFlags: row.red_flags === '' ? [] : row.red_flags.split(','),
      });
    }
    const messages = await db
      .selectFrom('home_messages')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_at')
      .orderBy('message_id')
      .execute();
    for (const row of messages) {
      recordOf(row.patient_id).messages.push({
        messageId: row.message_id,
        text: row.text,
        author: { id: row.author_id, name: row.author_name, role: row.author_role },
        createdAt: Number(row.created_at),
      });
    }
    return [...byPatient.values()];
  };
}
