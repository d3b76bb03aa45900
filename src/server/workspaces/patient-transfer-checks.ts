/**
 * What must hold before patients move, read inside the transfer's transaction: each patient is
 * in the personal workspace (404 otherwise) and neither it nor any of its sessions' ids is in the
 * clinic (409 naming each clash). On PostgreSQL the source rows are locked (SELECT … FOR UPDATE)
 * so two transfers of one patient, to one clinic or two, cannot both copy it: the second waits,
 * then finds it gone and answers 409 for a patient it saw before the wait. SQLite runs one
 * transaction at a time, which serialises them the same way (the second then finds no such
 * patient: 404, as for any id not in the personal workspace).
 */
import { type Kysely, PostgresAdapter } from 'kysely';
import type { ErrorDetail } from '../../common/schemas/errors.js';
import type { DataSchema } from '../db/schema.js';
import { HttpError } from '../kernel/http-error.js';

/** Ids per `in (…)` list: far below both engines' bound on parameters per statement. */
const ID_CHUNK = 500;

interface TransferTarget {
  from: string;
  to: string;
  patientIds: readonly string[];
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += ID_CHUNK) out.push(items.slice(at, at + ID_CHUNK));
  return out;
}

const clash = (message: string): ErrorDetail => ({ field: 'body.patientIds', message });

async function patientIdsIn(
  trx: Kysely<DataSchema>,
  workspaceId: string,
  ids: readonly string[],
  lock = false,
) {
  let query = trx
    .selectFrom('patients')
    .select('patient_id')
    .where('workspace_id', '=', workspaceId)
    .where('patient_id', 'in', ids);
  if (lock && trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return new Set((await query.execute()).map((row) => row.patient_id));
}

/** `patientId: session <id> exists in the clinic` for each session id the clinic already has. */
async function sessionClashes(trx: Kysely<DataSchema>, { from, to, patientIds }: TransferTarget) {
  const moving = await trx
    .selectFrom('activities')
    .select(['activity_id', 'patient_id'])
    .where('workspace_id', '=', from)
    .where('patient_id', 'in', patientIds)
    .execute();
  const patientOf = new Map(moving.map((row) => [row.activity_id, row.patient_id]));
  const details: ErrorDetail[] = [];
  for (const ids of chunks([...patientOf.keys()])) {
    const taken = await trx
      .selectFrom('activities')
      .select('activity_id')
      .where('workspace_id', '=', to)
      .where('activity_id', 'in', ids)
      .execute();
    for (const { activity_id } of taken) {
      details.push(
        clash(`${patientOf.get(activity_id)}: session ${activity_id} exists in the clinic`),
      );
    }
  }
  return details;
}

export async function checkTransfer(trx: Kysely<DataSchema>, move: TransferTarget): Promise<void> {
  const { from, to, patientIds } = move;
  const seen = await patientIdsIn(trx, from, patientIds);
  const held = await patientIdsIn(trx, from, patientIds, true);
  const inClinic = await patientIdsIn(trx, to, patientIds);
  const missing: ErrorDetail[] = [];
  const clashes: ErrorDetail[] = [];
  for (const id of patientIds) {
    if (held.has(id)) {
      if (inClinic.has(id)) clashes.push(clash(`${id} exists in the clinic`));
    } else if (seen.has(id)) clashes.push(clash(`${id} was moved meanwhile`));
    else missing.push({ field: 'body.patientIds', message: `${id} is not in your workspace` });
  }
  if (missing.length > 0) throw new HttpError(404, 'not_found', 'Patient not found', missing);
  clashes.push(...(await sessionClashes(trx, move)));
  if (clashes.length > 0) {
    throw new HttpError(
      409,
      'conflict',
      'The clinic already has a patient or session with this id',
      clashes,
    );
  }
}
