/**
 * A patient's assessments in one workspace; every query is scoped by workspace_id and
 * patient_id. A write stores who recorded it (the session's user) and appends its audit event in
 * the same transaction; equal content is a replay that writes nothing.
 */
import type { Kysely, Selectable } from 'kysely';
import type {
  Assessment,
  AssessmentInputParsed,
  AssessmentKind,
  RecordedBy,
} from '../../common/schemas/assessment.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { AssessmentsTable, DataSchema } from '../db/schema.js';
import { versionedUpsert, type WriteCondition, type WriteGuard } from '../db/versioned-upsert.js';
import { AlreadyExists } from '../kernel/if-match.js';

type AssessmentRow = Selectable<AssessmentsTable>;
type AssessmentKey = { workspaceId: string; patientId: string; assessmentId: string };

/** The 409 of a create-only save whose id another assessment of the patient has. */
const idTaken = (row: AssessmentRow) =>
  new AlreadyExists(`Assessment ${row.assessment_id} already exists`, toAssessment(row));

/**
 * Fields added after assessments were first stored (a walk's early stop): rows saved before them
 * lack them in `measures`, and read as null, as the schema's default. No migration: JSON column.
 */
const LATER_FIELDS: Partial<Record<AssessmentKind, object>> = {
  'six-minute-walk': { stoppedEarlyAtS: null, stopReason: null },
};

function toAssessment(row: AssessmentRow): Assessment {
  return {
    ...LATER_FIELDS[row.kind as AssessmentKind],
    ...(JSON.parse(row.measures) as object),
    kind: row.kind as AssessmentKind,
    date: row.date,
    notes: row.notes,
    assessmentId: row.assessment_id,
    patientId: row.patient_id,
    by: { id: row.by_id, name: row.by_name, email: row.by_email },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  } as Assessment;
}

/** The stored columns of an input: the kind's own fields as JSON, in the schema's key order. */
function contentOf(input: AssessmentInputParsed) {
  const { kind, date, notes, ...measures } = input;
  return { kind, date, notes, measures: JSON.stringify(measures) };
}
type AssessmentContent = ReturnType<typeof contentOf>;

const sameContent = (row: AssessmentRow, content: AssessmentContent) =>
  row.kind === content.kind &&
  row.date === content.date &&
  row.notes === content.notes &&
  row.measures === content.measures;

export function createAssessmentRepository(db: Kysely<DataSchema>) {
  function getRow({ workspaceId, patientId, assessmentId }: AssessmentKey) {
    return db
      .selectFrom('assessments')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('patient_id', '=', patientId)
      .where('assessment_id', '=', assessmentId)
      .executeTakeFirst();
  }

  return {
    /** Newest date first; `kind` narrows the list. */
    async list(workspaceId: string, patientId: string, kind?: AssessmentKind) {
      let query = db
        .selectFrom('assessments')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('patient_id', '=', patientId);
      if (kind) query = query.where('kind', '=', kind);
      const rows = await query.orderBy('date', 'desc').orderBy('assessment_id').execute();
      return rows.map(toAssessment);
    },

    async get(key: AssessmentKey): Promise<Assessment | null> {
      const row = await getRow(key);
      return row ? toAssessment(row) : null;
    },

    /**
     * Creates or replaces. With `ifMatch`, other content is written only over that version (one
     * conditional UPDATE); another version, or no assessment, throws a VersionConflict.
     * CREATE_ONLY (`If-None-Match: *`) writes only a new one: an existing one, even with the same
     * content, is thrown back as AlreadyExists (the client tells its own lost answer by that).
     */
    async upsert(
      key: AssessmentKey,
      input: AssessmentInputParsed,
      actor: Actor,
      by: RecordedBy,
      condition?: WriteCondition,
    ): Promise<Assessment> {
      const { workspaceId, patientId, assessmentId } = key;
      const content = contentOf(input);
      const event = { action: 'assessment.write', patientId } as const;
      const write = ({ ifMatch, createOnly }: WriteGuard) => {
        const now = Date.now();
        const fields = {
          ...content,
          by_id: by.id,
          by_name: by.name,
          by_email: by.email,
          updated_at: now,
        };
        return db.transaction().execute(async (trx) => {
          const written =
            ifMatch === undefined
              ? await trx
                  .insertInto('assessments')
                  .values({ ...fields, ...keyColumns(key), created_at: now })
                  .onConflict((oc) => {
                    const columns = oc.columns(['workspace_id', 'patient_id', 'assessment_id']);
                    return createOnly
                      ? columns.doNothing()
                      : columns.doUpdateSet((eb) => ({
                          ...fields,
                          version: eb('assessments.version', '+', 1),
                        }));
                  })
                  .returningAll()
                  .executeTakeFirst()
              : await trx
                  .updateTable('assessments')
                  .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
                  .where('workspace_id', '=', workspaceId)
                  .where('patient_id', '=', patientId)
                  .where('assessment_id', '=', assessmentId)
                  .where('version', '=', ifMatch)
                  .returningAll()
                  .executeTakeFirst();
          if (written) await appendAuditEvent(trx, workspaceId, actor, event, now);
          return written;
        });
      };
      return versionedUpsert({
        what: 'assessment',
        condition,
        read: () => getRow(key),
        same: (row) => sameContent(row, content),
        toRecord: toAssessment,
        taken: idTaken,
        write,
      });
    },
  };
}
export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;

const keyColumns = ({ workspaceId, patientId, assessmentId }: AssessmentKey) => ({
  workspace_id: workspaceId,
  patient_id: patientId,
  assessment_id: assessmentId,
});
