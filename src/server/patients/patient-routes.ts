/**
 * /api/patients: list, upsert by patientId (checked against `If-Match` if sent; create only with
 * `If-None-Match: *`), get, archive.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import { can, canReadRecords } from '../../common/clinic/clinic-roles.js';
import {
  patientInputSchema,
  patientListResponseSchema,
  patientParamsSchema,
  patientSchema,
} from '../../common/schemas/patient.js';
import { actorOf } from '../audit/actor.js';
import { forPatient, inWorkspace, type PatientPreambleContext } from '../audit/route-preamble.js';
import { CREATE_ONLY } from '../db/versioned-upsert.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError, notFound } from '../kernel/http-error.js';
import { answeringConflicts, createOnlyOf, ifMatchOf } from '../kernel/if-match.js';
import { parseInput } from '../kernel/validate.js';
import { frontDeskView, registerAtFrontDesk } from './front-desk-registration.js';
import type { PatientRepository } from './patient-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface PatientRoutesContext extends PatientPreambleContext {
  patients: PatientRepository;
}

const listQuerySchema = z.object({
  includeArchived: z.enum(['true', 'false']).default('false'),
});

const patientAnswer = z.object({ patient: patientSchema });

const ops = {
  list: {
    method: 'GET',
    url: apiRoutes.patients,
    tag: 'patients',
    summary: 'The patients of the active workspace, by name',
    description: 'Every role; the front desk gets `{ patientId, patientName }` only.',
    query: listQuerySchema,
    ok: { status: 200, description: '`{ patients }`', schema: patientListResponseSchema },
    refusals: [403],
  },
  get: {
    method: 'GET',
    url: apiRoutes.patient,
    tag: 'patients',
    summary: 'One patient',
    description: 'Audited as a read (`patient.read`).',
    params: patientParamsSchema,
    ok: { status: 200, description: '`{ patient }`', schema: patientAnswer },
    refusals: [403, 404],
  },
  put: {
    method: 'PUT',
    url: apiRoutes.patient,
    tag: 'patients',
    summary: 'Create or replace a patient',
    description:
      'An existing id is replaced; `If-None-Match: *` creates only. `clinicalProfile` absent keeps the stored one, `null` clears it. The front desk registers identification only: `clinicalProfile`, `restingHr` or `notes` → 403.',
    params: patientParamsSchema,
    body: patientInputSchema,
    conditions: ['if-match', 'if-none-match'],
    ok: { status: 200, description: '`{ patient }` as stored', schema: patientAnswer },
    refusals: [403, 409],
  },
  archive: {
    method: 'DELETE',
    url: apiRoutes.patient,
    tag: 'patients',
    summary: 'Archive a patient',
    params: patientParamsSchema,
    conditions: ['if-match'],
    ok: { status: 204, description: 'Archived' },
    refusals: [403, 404, 409],
  },
} as const satisfies Record<string, ApiOperation>;

export function registerPatientRoutes(app: FastifyInstance, ctx: PatientRoutesContext): void {
  addRoute(
    app,
    ops.list,
    inWorkspace(ctx, ops.list, 'directory', async ({ workspaceId, access, query }) => {
      const patients = await ctx.patients.list(workspaceId, query.includeArchived === 'true');
      return { patients: canReadRecords(access.role) ? patients : patients.map(frontDeskView) };
    }),
  );

  addRoute(
    app,
    ops.get,
    forPatient(ctx, ops.get, 'read', async ({ patient, audit }) => {
      await audit({ action: 'patient.read' });
      return { patient };
    }),
  );

  addRoute(app, ops.put, async (request, reply) => {
    const access = await ctx.accessFor(request, 'directory');
    // The front desk registers identification only (front-desk-registration.ts).
    const atFrontDesk = !canReadRecords(access.role) && can(access.role, 'patients:register');
    // The front desk's 403 on a clinical field comes before the body's 400, so this route reads
    // its input itself rather than through the preamble.
    const workspaceId = atFrontDesk
      ? access.workspaceId
      : (await ctx.accessFor(request, 'write')).workspaceId;
    const { patientId } = parseInput(ops.put.params, request.params, 'params');
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
    const input = parseInput(ops.put.body, request.body, 'body');
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

  addRoute(
    app,
    ops.archive,
    inWorkspace(ctx, ops.archive, 'write', async (scope, _request, reply) =>
      answeringConflicts(reply, async () => {
        const { workspaceId, params, actor, ifMatch } = scope;
        if (!(await ctx.patients.archive(workspaceId, params.patientId, actor, ifMatch))) {
          throw notFound('Patient');
        }
        return reply.status(204).send();
      }),
    ),
  );
}
