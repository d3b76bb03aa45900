/**
 * A programme's prescription versions: each change appends a row (version + 1), none is ever
 * updated, so the history of what was prescribed stays. Equal content (the computed target and
 * caps included) is a replay that appends nothing.
 */
import type { Kysely, Selectable } from 'kysely';
import type { PrescriptionTarget } from '../../common/programme/prescription-target.js';
import type { Prescription, PrescriptionInputParsed } from '../../common/schemas/programme.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema, PrescriptionsTable } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { VersionConflict } from '../kernel/if-match.js';
import { holdUndischarged } from './discharged.js';

export interface ProgrammeKey {
  workspaceId: string;
  patientId: string;
  programmeId: string;
}

type PrescriptionRow = Selectable<PrescriptionsTable>;

export function toPrescription(row: PrescriptionRow): Prescription {
  const target =
    row.target_low_bpm === null || row.target_high_bpm === null
      ? null
      : { lowBpm: row.target_low_bpm, highBpm: row.target_high_bpm };
  return {
    version: row.version,
    modality: row.modality as Prescription['modality'],
    minutes: row.minutes,
    intensity: JSON.parse(row.intensity) as Prescription['intensity'],
    basedOn: row.based_on,
    target,
    safetyMaxBpm: row.safety_max_bpm,
    highClipped: row.high_clipped === 1,
    createdAt: row.created_at,
    createdBy: { id: row.created_by, name: row.created_by_name },
  };
}

function contentOf(input: PrescriptionInputParsed, computed: PrescriptionTarget) {
  return {
    modality: input.modality,
    minutes: input.minutes,
    intensity: JSON.stringify(input.intensity),
    based_on: input.basedOn,
    target_low_bpm: computed.target?.lowBpm ?? null,
    target_high_bpm: computed.target?.highBpm ?? null,
    safety_max_bpm: computed.safetyMaxBpm,
    high_clipped: computed.highClipped ? 1 : 0,
  };
}
type PrescriptionContent = ReturnType<typeof contentOf>;

const RACED = Symbol('raced');
const MAX_RACES = 20;

const sameContent = (row: PrescriptionRow, content: PrescriptionContent) =>
  Object.entries(content).every(([key, value]) => row[key as keyof PrescriptionContent] === value);

export function createPrescriptionRepository(db: Kysely<DataSchema>) {
  const rows = ({ workspaceId, patientId, programmeId }: ProgrammeKey) =>
    db
      .selectFrom('prescriptions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('patient_id', '=', patientId)
      .where('programme_id', '=', programmeId)
      .orderBy('version', 'desc');
  const latestRow = (key: ProgrammeKey) => rows(key).limit(1).executeTakeFirst();

  /** One try at the next version number: RACED when another save took it first. */
  async function appendOnce(
    key: ProgrammeKey,
    content: PrescriptionContent,
    actor: Actor,
    ifMatch: number | undefined,
  ): Promise<Prescription | typeof RACED> {
    const latest = await latestRow(key);
    if (latest && sameContent(latest, content)) return toPrescription(latest);
    if (ifMatch !== undefined && latest?.version !== ifMatch) {
      throw new VersionConflict('prescription', latest ? toPrescription(latest) : null);
    }
    const now = Date.now();
    const row = {
      ...content,
      workspace_id: key.workspaceId,
      patient_id: key.patientId,
      programme_id: key.programmeId,
      version: (latest?.version ?? 0) + 1,
      created_at: now,
      created_by: actor.id,
      created_by_name: actor.name,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await holdUndischarged(trx, key, 'its prescription is frozen');
        await trx.insertInto('prescriptions').values(row).execute();
        const event = { action: 'prescription.write', patientId: key.patientId } as const;
        await appendAuditEvent(trx, key.workspaceId, actor, event, now);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (ifMatch === undefined) return RACED;
      const current = await latestRow(key);
      if (current && sameContent(current, content)) return toPrescription(current);
      throw new VersionConflict('prescription', current ? toPrescription(current) : null);
    }
    return toPrescription(row);
  }

  return {
    async current(key: ProgrammeKey): Promise<Prescription | null> {
      const row = await latestRow(key);
      return row ? toPrescription(row) : null;
    },

    /** Every version, newest first. */
    async history(key: ProgrammeKey): Promise<Prescription[]> {
      return (await rows(key).execute()).map(toPrescription);
    },

    /**
     * Appends the next version. With `ifMatch`, only over that version (else a VersionConflict
     * with the current one); two appends racing for one version number: the primary key refuses
     * the second, which is a conflict with `ifMatch` and, without it, takes the next number.
     */
    async append(
      key: ProgrammeKey,
      input: PrescriptionInputParsed,
      computed: PrescriptionTarget,
      actor: Actor,
      ifMatch?: number,
    ): Promise<Prescription> {
      const content = contentOf(input, computed);
      // Each race lost means another save was stored; more than this many at once is a fault.
      for (let race = 0; race < MAX_RACES; race++) {
        const stored = await appendOnce(key, content, actor, ifMatch);
        if (stored !== RACED) return stored;
      }
      throw new Error('prescription: too many concurrent saves');
    },
  };
}
