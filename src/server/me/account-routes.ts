/**
 * The clinician's own data (LGPD): export everything as one JSON file, or delete the account
 * with all its patients and sessions.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthService } from '../auth/auth-service.js';
import { HttpError } from '../http/http-error.js';
import type { RouteContext } from '../http/route-context.js';
import { parseInput } from '../http/validate.js';

const deleteMeSchema = z.object({
  confirmEmail: z.string().trim().min(1, 'type your e-mail to confirm'),
});

export function registerAccountRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  auth: AuthService,
): void {
  app.get('/api/export', async (request, reply) => {
    const ownerId = await ctx.ownerOf(request);
    const user = await ctx.requireClinician(request);
    const patients = await ctx.patients.list(ownerId, true);
    const activities = ctx.activities;
    // Streamed: an account with years of sessions must not be built in memory at once.
    async function* json() {
      yield `{"format":"ritmo-export","version":1,"exportedAt":${Date.now()},"user":${JSON.stringify(user)},`;
      yield `"patients":${JSON.stringify(patients)},"activities":[`;
      let first = true;
      for await (const batch of activities.allWhole(ownerId)) {
        for (const activity of batch) {
          yield (first ? '' : ',') + JSON.stringify(activity);
          first = false;
        }
      }
      yield ']}';
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/json')
      .header('content-disposition', `attachment; filename="ritmo-export-${day}.json"`)
      .send(Readable.from(json()));
  });

  app.delete('/api/me', async (request, reply) => {
    const ownerId = await ctx.ownerOf(request);
    const user = await ctx.requireClinician(request);
    const { confirmEmail } = parseInput(deleteMeSchema, request.body ?? {}, 'body');
    if (confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
      throw new HttpError(400, 'validation_failed', 'Invalid body: body.confirmEmail', [
        { field: 'body.confirmEmail', message: 'does not match the account e-mail' },
      ]);
    }
    await ctx.owners.removeAll(ownerId);
    const internal = (await auth.$context).internalAdapter;
    await internal.deleteUserSessions(ownerId);
    await internal.deleteAccounts(ownerId);
    await internal.deleteUser(ownerId);
    request.log.info({ ownerId }, 'account deleted');
    return reply.status(204).send();
  });
}
