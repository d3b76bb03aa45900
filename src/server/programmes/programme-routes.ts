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
import { actorOf } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { notFound } from '../kernel/http-error.js';
import { answeringConflicts, createOnlyOf, ifMatchOf } from '../kernel/if-match.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import { CREATE_ONLY, type PatientRepository } from '../patients/patient-repository.js';
import { requirePatient } from '../patients/require-patient.js';
import { dischargeOnlyByPost } from './discharge-repository.js';
import { dischargedConflict } from './discharged.js';
import type { ProgrammeRepository } from './programme-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface ProgrammeRoutesContext extends Pick<RouteAccess, 'workspaceOf'> {
  audit: AuditRepository;
  patients: PatientRepository;
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

export function registerProgrammeRoutes(app: FastifyInstance, ctx: ProgrammeRoutesContext): void {
  addRoute(app, ops.list, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const { patientId } = await requirePatient(ctx.patients, workspaceId, request.params);
    const programmes = await ctx.programmes.list(workspaceId, patientId);
    await ctx.audit.append(workspaceId, actorOf(request), { action: 'programme.read', patientId });
    return { programmes };
  });

  addRoute(app, ops.get, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const params = parseInput(ops.get.params, request.params, 'params');
    await requirePatient(ctx.patients, workspaceId, params);
    const programme = await ctx.programmes.get({ workspaceId, ...params });
    if (!programme) throw notFound('Programme');
    const { patientId } = params;
    await ctx.audit.append(workspaceId, actorOf(request), { action: 'programme.read', patientId });
    return { programme };
  });

  addRoute(app, ops.put, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request, 'write');
    const params = parseInput(ops.put.params, request.params, 'params');
    const condition = createOnlyOf(request) ? CREATE_ONLY : ifMatchOf(request);
    const input = parseInput(ops.put.body, request.body, 'body');
    await requirePatient(ctx.patients, workspaceId, params);
    const key = { workspaceId, ...params };
    const stored = await ctx.programmes.get(key);
    // A discharged programme is read-only: it may be saved again as it is (a device's replay),
    // never changed, reopened included.
    if (stored?.status === 'discharged') {
      if (!sameProgramme(stored, input)) throw dischargedConflict('it cannot change');
    } else if (input.status === 'discharged') {
      throw dischargeOnlyByPost();
    }
    return answeringConflicts(reply, async () => ({
      programme: await ctx.programmes.upsert(key, input, actorOf(request), condition),
    }));
  });
}
