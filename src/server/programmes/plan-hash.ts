/**
 * The SHA-256 (hex) of a programme's plan as a physician signs it (`planContentOf`), and whether a
 * stored signature covers the plan as it is now. Each signature keeps the recipe its hash was made
 * with (`plan_hash_version`): a recipe change must not make every earlier signature read
 * "changed", so those are compared with the recipe they were made with.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  legacyPlanContentOf,
  type PlanBasis,
  planContentOf,
} from '../../common/programme/plan-content.js';
import type { Programme } from '../../common/schemas/programme.js';
import type { DataSchema } from '../db/schema.js';
import { deviceLimitOf } from './prescription-basis.js';
import type { ProgrammeKey } from './prescription-repository.js';

/** The recipe new signatures are hashed with (see `planContentOf`). */
export const PLAN_HASH_VERSION = 2;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The plan as it is now, as each recipe hashes it, and when it was last written. */
export interface CurrentPlan {
  sha256: string;
  /** Version 1's hashes of it (see `signatureCovers`). */
  legacySha256: readonly string[];
  /** The latest write of the programme, its prescription or the test it is based on (ms). */
  writtenAt: number;
}

/** The assessment under a prescription's `basedOn`, as its row holds it. */
export interface BasedOnRow {
  kind: string;
  date: string;
  measures: string;
  updated_at: number;
}

/** The assessment under the prescription's `basedOn`, with when it was last saved. */
async function basedOnOf(db: Kysely<DataSchema>, key: ProgrammeKey, basedOn: string | null) {
  if (basedOn === null) return null;
  const row = await db
    .selectFrom('assessments')
    .select(['kind', 'date', 'measures', 'updated_at'])
    .where('workspace_id', '=', key.workspaceId)
    .where('patient_id', '=', key.patientId)
    .where('assessment_id', '=', basedOn)
    .executeTakeFirst();
  return row ?? null;
}

export async function currentPlanOf(
  db: Kysely<DataSchema>,
  key: ProgrammeKey,
  programme: Programme,
): Promise<CurrentPlan> {
  const basedOn = await basedOnOf(db, key, programme.prescription?.basedOn ?? null);
  return planOf(programme, basedOn, await deviceLimitOf(db, key));
}

/**
 * The plan from what it rests on, already read: `basedOn` is the row under the prescription's
 * `basedOn` (null when none or gone). The due list reads these for every programme at once.
 */
export function planOf(
  programme: Programme,
  basedOnRow: BasedOnRow | null,
  deviceLimitBpm: number | null,
): CurrentPlan {
  const basedOn = basedOnRow && {
    kind: basedOnRow.kind,
    date: basedOnRow.date,
    measures: JSON.parse(basedOnRow.measures) as Record<string, unknown>,
  };
  const basis: PlanBasis = { basedOn, deviceLimitBpm };
  return {
    sha256: sha256(planContentOf(programme, basis)),
    // Version 1 hashed the status: a plan signed while active is the same plan once discharged.
    legacySha256: [
      sha256(legacyPlanContentOf(programme)),
      sha256(legacyPlanContentOf({ ...programme, status: 'active' })),
    ],
    writtenAt: Math.max(
      programme.updatedAt,
      programme.prescription?.createdAt ?? 0,
      basedOnRow?.updated_at ?? 0,
    ),
  };
}

/**
 * Whether a signature's stored hash is the plan as it is now. A version-1 hash knew nothing of the
 * exercise test, so a later correction of it cannot show on those signatures.
 */
export function signatureCovers(
  plan: CurrentPlan,
  signed: { planSha256: string; hashVersion: number | null },
): boolean {
  return (signed.hashVersion ?? 1) >= PLAN_HASH_VERSION
    ? signed.planSha256 === plan.sha256
    : plan.legacySha256.includes(signed.planSha256);
}
