/**
 * A patient's rehabilitation programmes in one workspace, each with its current prescription;
 * every query is scoped by workspace_id and patient_id. At most one is active per patient (the
 * partial unique index of migration 010 holds that even against racing saves).
 */
import type { Kysely, Selectable } from 'kysely';
import type {
  Prescription,
  Programme,
  ProgrammeInputParsed,
} from '../../common/schemas/programme.js';
import { type Actor, memberRefOf } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema, ProgrammesTable } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { CREATE_ONLY, versionedUpsert, type WriteCondition } from '../db/versioned-upsert.js';
import { HttpError } from '../kernel/http-error.js';
import { AlreadyExists } from '../kernel/if-match.js';
import { createDischargeRepository } from './discharge-repository.js';
import { dischargedConflict } from './discharged.js';
import { type CurrentPlan, currentPlanOf } from './plan-hash.js';
import { isTargetOutdated } from './prescription-basis.js';
import { createPrescriptionRepository, type ProgrammeKey } from './prescription-repository.js';

type ProgrammeRow = Selectable<ProgrammesTable>;

export function toProgramme(
  row: ProgrammeRow,
  prescription: Prescription | null,
  targetOutdated: boolean,
): Programme {
  return {
    programmeId: row.programme_id,
    patientId: row.patient_id,
    phase: row.phase as Programme['phase'],
    startDate: row.start_date,
    plannedSessions: row.planned_sessions,
    sessionsPerWeek: row.sessions_per_week,
    riskClass: row.risk_class as Programme['riskClass'],
    status: row.status as Programme['status'],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    updatedBy: memberRefOf(row.updated_by, row.updated_by_name)!,
    prescription,
    targetOutdated,
  };
}

function contentOf(input: ProgrammeInputParsed) {
  return {
    phase: input.phase,
    start_date: input.startDate,
    planned_sessions: input.plannedSessions,
    sessions_per_week: input.sessionsPerWeek,
    risk_class: input.riskClass,
    status: input.status,
  };
}
type ProgrammeContent = ReturnType<typeof contentOf>;

const sameContent = (row: ProgrammeRow, content: ProgrammeContent) =>
  Object.entries(content).every(([key, value]) => row[key as keyof ProgrammeContent] === value);

/** The 409 of a second active programme: it names the one the patient has. */
const alreadyActive = (programmeId: string) =>
  new HttpError(
    409,
    'conflict',
    `This patient already has an active programme (${programmeId}); discharge it first`,
    [{ field: 'body.status', message: 'only one programme per patient may be active' }],
  );

/**
 * The insert or update with its audit event, in one transaction: over `condition`'s version when
 * a number, never over an existing row when CREATE_ONLY. Undefined when the condition held it back.
 */
function writeRow(
  db: Kysely<DataSchema>,
  key: ProgrammeKey,
  content: ProgrammeContent,
  actor: Actor,
  condition: WriteCondition | undefined,
): Promise<ProgrammeRow | undefined> {
  const now = Date.now();
  const fields = { ...content, updated_at: now, updated_by: actor.id, updated_by_name: actor.name };
  const { workspaceId, patientId, programmeId } = key;
  return db.transaction().execute(async (trx) => {
    const written = await trx
      .insertInto('programmes')
      .values({
        ...fields,
        workspace_id: workspaceId,
        patient_id: patientId,
        programme_id: programmeId,
        created_at: now,
      })
      .onConflict((oc) => {
        const columns = oc.columns(['workspace_id', 'patient_id', 'programme_id']);
        if (condition === CREATE_ONLY) return columns.doNothing();
        // Never over a discharged row: a save racing the discharge must not reopen it.
        const update = columns
          .doUpdateSet((eb) => ({ ...fields, version: eb('programmes.version', '+', 1) }))
          .where('programmes.status', '<>', 'discharged');
        return condition === undefined
          ? update
          : update.where('programmes.version', '=', condition);
      })
      .returningAll()
      .executeTakeFirst();
    const event = { action: 'programme.write', patientId } as const;
    if (written) await appendAuditEvent(trx, workspaceId, actor, event, now);
    return written;
  });
}

export function createProgrammeRepository(db: Kysely<DataSchema>) {
  const prescriptions = createPrescriptionRepository(db);
  const rows = (workspaceId: string, patientId: string) =>
    db
      .selectFrom('programmes')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('patient_id', '=', patientId);
  const getRow = (key: ProgrammeKey) =>
    rows(key.workspaceId, key.patientId)
      .where('programme_id', '=', key.programmeId)
      .executeTakeFirst();
  /** The 409 of a create-only save whose id another programme of the patient has. */
  const idTaken = async (row: ProgrammeRow) =>
    new AlreadyExists(`Programme ${row.programme_id} already exists`, await withPrescription(row));

  async function withPrescription(row: ProgrammeRow) {
    const key = {
      workspaceId: row.workspace_id,
      patientId: row.patient_id,
      programmeId: row.programme_id,
    };
    const prescription = await prescriptions.current(key);
    const outdated = prescription !== null && (await isTargetOutdated(db, key, prescription));
    return toProgramme(row, prescription, outdated);
  }
  async function activeOther(key: ProgrammeKey) {
    const active = await rows(key.workspaceId, key.patientId)
      .where('status', '=', 'active')
      .where('programme_id', '<>', key.programmeId)
      .executeTakeFirst();
    return active?.programme_id ?? null;
  }

  return {
    prescriptions,
    /** Discharge summaries, frozen when a programme is discharged. */
    discharges: createDischargeRepository(db),

    /** Newest start first. */
    async list(workspaceId: string, patientId: string): Promise<Programme[]> {
      const found = await rows(workspaceId, patientId)
        .orderBy('start_date', 'desc')
        .orderBy('programme_id')
        .execute();
      return Promise.all(found.map(withPrescription));
    },

    async get(key: ProgrammeKey): Promise<Programme | null> {
      const row = await getRow(key);
      return row ? withPrescription(row) : null;
    },

    /** The plan a physician signs, as it is now: its hashes (`plan-hash.ts`). */
    plan(key: ProgrammeKey, programme: Programme): Promise<CurrentPlan> {
      return currentPlanOf(db, key, programme);
    },

    /**
     * Creates or replaces (over `If-Match` when sent); a second active programme is a 409.
     * CREATE_ONLY (`If-None-Match: *`) writes only a new programme: an existing one, even the
     * same, is thrown back as AlreadyExists (the client tells its own lost answer by that).
     */
    async upsert(
      key: ProgrammeKey,
      input: ProgrammeInputParsed,
      actor: Actor,
      condition?: WriteCondition,
    ): Promise<Programme> {
      const content = contentOf(input);
      return versionedUpsert({
        what: 'programme',
        condition,
        read: () => getRow(key),
        same: (row) => sameContent(row, content),
        toRecord: withPrescription,
        taken: idTaken,
        beforeWrite: async () => {
          if (input.status !== 'active') return;
          const other = await activeOther(key);
          if (other) throw alreadyActive(other);
        },
        write: async ({ ifMatch, createOnly }) => {
          try {
            return await writeRow(db, key, content, actor, createOnly ? CREATE_ONLY : ifMatch);
          } catch (error) {
            // Another programme of this patient became active between the check and the write.
            if (!isUniqueViolation(error)) throw error;
            throw alreadyActive((await activeOther(key)) ?? 'another');
          }
        },
        lost: (latest) => {
          if (latest?.status === 'discharged') throw dischargedConflict('it cannot change');
        },
      });
    },
  };
}
export type ProgrammeRepository = ReturnType<typeof createProgrammeRepository>;
