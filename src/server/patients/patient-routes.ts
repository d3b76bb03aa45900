/**
 * /api/patients: list, upsert by patientId (checked against `If-Match` if sent; create only with
 * `If-None-Match: *`), get, archive.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import { can, canReadRecords } from '../../common/clinic/clinic-roles.js';
import { patientInputSchema, patientParamsSchema } from '../../common/schemas/patient.js';
import { actorOf } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import { HttpError, notFound } from '../kernel/http-error.js';
import { answeringConflicts, createOnlyOf, ifMatchOf } from '../kernel/if-match.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import { frontDeskView, registerAtFrontDesk } from './front-desk-registration.js';
import type { PatientRepository } from './patient-repository.js';
import { CREATE_ONLY } from './patient-repository.js';
import { requirePatient } from './require-patient.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface PatientRoutesContext extends Pick<RouteAccess, 'accessFor' | 'workspaceOf'> {
  audit: AuditRepository;
  patients: PatientRepository;
}

const listQuerySchema = z.object({
  includeArchived: z.enum(['true', 'false']).default('false'),
});

export function registerPatientRoutes(app: FastifyInstance, ctx: PatientRoutesContext): void {
  app.get(apiRoutes.patients, async (request) => {
    const { workspaceId, role } = await ctx.accessFor(request, 'directory');
    const query = parseInput(listQuerySchema, request.query, 'query');
    const patients = await ctx.patients.list(workspaceId, query.includeArchived === 'true');
    return { patients: canReadRecords(role) ? patients : patients.map(frontDeskView) };
  });

  app.get(apiRoutes.patient, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const patient = await requirePatient(ctx.patients, workspaceId, request.params);
    await ctx.audit.append(workspaceId, actorOf(request), {
      action: 'patient.read',
      patientId: patient.patientId,
    });
    return { patient };
  });

  app.put(apiRoutes.patient, async (request, reply) => {
    const access = await ctx.accessFor(request, 'directory');
    // The front desk registers identification only (front-desk-registration.ts).
    const atFrontDesk = !canReadRecords(access.role) && can(access.role, 'patients:register');
    const workspaceId = atFrontDesk ? access.workspaceId : await ctx.workspaceOf(request, 'write');
    const { patientId } = parseInput(patientParamsSchema, request.params, 'params');
    const condition = createOnlyOf(request) ? CREATE_ONLY : ifMatchOf(request);
    const bodyId = (request.body as { patientId?: unknown } | null)?.patientId;
    if (bodyId !== undefined && bodyId !== patientId) {
      throw new HttpError(400, 'validation_failed', 'Invalid body: body.patientId', [
        { field: 'body.patientId', message: 'must match the patientId in the URL' },
      ]);
    }
    if (atFrontDesk) {
      return registerAtFrontDesk(request, reply, ctx.patients, {
        workspaceId,
        patientId,
        condition,
      });
    }
    const input = parseInput(patientInputSchema, request.body, 'body');
    return answeringConflicts(reply, async () => ({
      patient: await ctx.patients.upsert(
        workspaceId,
        patientId,
        input,
        actorOf(request),
        condition,
      ),
    }));
  });

  app.delete(apiRoutes.patient, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request, 'write');
    const { patientId } = parseInput(patientParamsSchema, request.params, 'params');
    const ifMatch = ifMatchOf(request);
    return answeringConflicts(reply, async () => {
      const archived = await ctx.patients.archive(
        workspaceId,
        patientId,
        actorOf(request),
        ifMatch,
      );
      if (!archived) throw notFound('Patient');
      return reply.status(204).send();
    });
  });
}
