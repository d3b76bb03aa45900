/**
 * /api/patients/:patientId/programmes[/:programmeId]: a patient's rehabilitation programmes,
 * each with its current prescription. One active programme per patient (409 otherwise).
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  type Programme,
  type ProgrammeInputParsed,
  programmeInputSchema,
  programmeParamsSchema,
} from '../../common/schemas/programme.js';
import { actorOf } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit-repository.js';
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

const sameProgramme = (stored: Programme, input: ProgrammeInputParsed) =>
  (Object.keys(input) as (keyof ProgrammeInputParsed)[]).every((k) => stored[k] === input[k]);

export function registerProgrammeRoutes(app: FastifyInstance, ctx: ProgrammeRoutesContext): void {
  app.get(apiRoutes.patientProgrammes, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const { patientId } = await requirePatient(ctx.patients, workspaceId, request.params);
    const programmes = await ctx.programmes.list(workspaceId, patientId);
    await ctx.audit.append(workspaceId, actorOf(request), { action: 'programme.read', patientId });
    return { programmes };
  });

  app.get(apiRoutes.patientProgramme, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const params = parseInput(programmeParamsSchema, request.params, 'params');
    await requirePatient(ctx.patients, workspaceId, params);
    const programme = await ctx.programmes.get({ workspaceId, ...params });
    if (!programme) throw notFound('Programme');
    const { patientId } = params;
    await ctx.audit.append(workspaceId, actorOf(request), { action: 'programme.read', patientId });
    return { programme };
  });

  app.put(apiRoutes.patientProgramme, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request, 'write');
    const params = parseInput(programmeParamsSchema, request.params, 'params');
    const condition = createOnlyOf(request) ? CREATE_ONLY : ifMatchOf(request);
    const input = parseInput(programmeInputSchema, request.body, 'body');
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
