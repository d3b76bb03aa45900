/**
 * /api/patients/:patientId/programmes[/:programmeId]: a patient's rehabilitation programmes,
 * each with its current prescription. One active programme per patient (409 otherwise).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import { patientParamsSchema } from '../../common/schemas/patient.js';
import {
  type Programme,
  type ProgrammeInputParsed,
  programmeInputSchema,
  programmeParamsSchema,
  programmeSchema,
} from '../../common/schemas/programme.js';
import { forPatient, type PatientPreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { answeringConflicts } from '../kernel/if-match.js';
import { dischargeOnlyByPost } from './discharge-repository.js';
import { dischargedConflict } from './discharged.js';
import type { ProgrammeRepository } from './programme-repository.js';
import { requireProgramme } from './require-programme.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface ProgrammeRoutesContext extends PatientPreambleContext {
  programmes: ProgrammeRepository;
}

const programmeAnswer = z.object({ programme: programmeSchema });

const ops = {
  list: {
    method: 'GET',
    url: apiRoutes.patientProgrammes,
    tag: 'programmes',
    summary: "A patient's programmes, newest start first",
    description: 'Each with its current `prescription` or null. Audited (`programme.read`).',
    params: patientParamsSchema,
    ok: {
      status: 200,
      description: '`{ programmes }`',
      schema: z.object({ programmes: z.array(programmeSchema) }),
    },
    refusals: [403, 404],
  },
  get: {
    method: 'GET',
    url: apiRoutes.patientProgramme,
    tag: 'programmes',
    summary: 'One programme',
    description: 'Audited (`programme.read`).',
    params: programmeParamsSchema,
    ok: { status: 200, description: '`{ programme }`', schema: programmeAnswer },
    refusals: [403, 404],
  },
  put: {
    method: 'PUT',
    url: apiRoutes.patientProgramme,
    tag: 'programmes',
    summary: 'Create or replace a programme',
    description:
      'A second `active` programme of the patient → 409 naming the active one; `status: "discharged"` → 409 naming `body.status` (discharge is `POST …/discharge`); a discharged programme → 409 `programme_discharged` (a replay of it as stored answers 200). `If-None-Match: *` creates only.',
    params: programmeParamsSchema,
    body: programmeInputSchema,
    conditions: ['if-match', 'if-none-match'],
    ok: { status: 200, description: '`{ programme }` as stored', schema: programmeAnswer },
    refusals: [403, 404, 409],
  },
} as const satisfies Record<string, ApiOperation>;

const sameProgramme = (stored: Programme, input: ProgrammeInputParsed) =>
  (Object.keys(input) as (keyof ProgrammeInputParsed)[]).every((k) => stored[k] === input[k]);

/**
 * A discharged programme is read-only: it may be saved again as it is (a device's replay), never
 * changed, reopened included; and a PUT never discharges (that is `POST …/discharge`).
 */
function refuseDischargeByPut(stored: Programme | null, input: ProgrammeInputParsed): void {
  if (stored?.status === 'discharged') {
    if (!sameProgramme(stored, input)) throw dischargedConflict('it cannot change');
  } else if (input.status === 'discharged') {
    throw dischargeOnlyByPost();
  }
}

export function registerProgrammeRoutes(app: FastifyInstance, ctx: ProgrammeRoutesContext): void {
  addRoute(
    app,
    ops.list,
    forPatient(ctx, ops.list, 'read', async ({ workspaceId, patient, audit }) => {
      const programmes = await ctx.programmes.list(workspaceId, patient.patientId);
      await audit({ action: 'programme.read' });
      return { programmes };
    }),
  );

  addRoute(
    app,
    ops.get,
    forPatient(ctx, ops.get, 'read', async ({ workspaceId, params, audit }) => {
      const programme = await requireProgramme(ctx.programmes, { workspaceId, ...params });
      await audit({ action: 'programme.read' });
      return { programme };
    }),
  );

  addRoute(
    app,
    ops.put,
    forPatient(ctx, ops.put, 'write', async (scope, _request, reply) => {
      const key = { workspaceId: scope.workspaceId, ...scope.params };
      refuseDischargeByPut(await ctx.programmes.get(key), scope.body);
      return answeringConflicts(reply, async () => ({
        programme: await ctx.programmes.upsert(key, scope.body, scope.actor, scope.condition),
      }));
    }),
  );
}
