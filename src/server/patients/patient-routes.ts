/** /api/patients: list, upsert by patientId, get, archive. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { patientInputSchema, patientParamsSchema } from '../../common/schemas/patient.js';
import { HttpError, notFound } from '../http/http-error.js';
import type { RouteContext } from '../http/route-context.js';
import { parseInput } from '../http/validate.js';

const listQuerySchema = z.object({
  includeArchived: z.enum(['true', 'false']).default('false'),
});

export function registerPatientRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/patients', async (request) => {
    const ownerId = await ctx.ownerOf(request);
    const query = parseInput(listQuerySchema, request.query, 'query');
    return { patients: await ctx.patients.list(ownerId, query.includeArchived === 'true') };
  });

  app.get('/api/patients/:patientId', async (request) => {
    const ownerId = await ctx.ownerOf(request);
    const { patientId } = parseInput(patientParamsSchema, request.params, 'params');
    const patient = await ctx.patients.get(ownerId, patientId);
    if (!patient) throw notFound('Patient');
    return { patient };
  });

  app.put('/api/patients/:patientId', async (request) => {
    const ownerId = await ctx.ownerOf(request);
    const { patientId } = parseInput(patientParamsSchema, request.params, 'params');
    const input = parseInput(patientInputSchema, request.body, 'body');
    if (input.patientId !== undefined && input.patientId !== patientId) {
      throw new HttpError(400, 'validation_failed', 'Invalid body: body.patientId', [
        { field: 'body.patientId', message: 'must match the patientId in the URL' },
      ]);
    }
    return { patient: await ctx.patients.upsert(ownerId, patientId, input) };
  });

  app.delete('/api/patients/:patientId', async (request, reply) => {
    const ownerId = await ctx.ownerOf(request);
    const { patientId } = parseInput(patientParamsSchema, request.params, 'params');
    if (!(await ctx.patients.archive(ownerId, patientId))) throw notFound('Patient');
    return reply.status(204).send();
  });
}
