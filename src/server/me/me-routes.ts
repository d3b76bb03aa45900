/**
 * /api/me: who is signed in, and deleting the account (LGPD) with its workspace's patients and
 * sessions.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import type { AuthService } from '../auth/auth-service.js';
import { HttpError } from '../http/http-error.js';
import type { RouteContext } from '../http/route-context.js';
import { parseInput } from '../http/validate.js';

const deleteMeSchema = z.object({
  confirmEmail: z.string().trim().min(1, 'type your e-mail to confirm'),
});

export function registerMeRoutes(app: FastifyInstance, ctx: RouteContext, auth: AuthService): void {
  app.get(apiRoutes.me, async (request) => {
    await ctx.workspaceOf(request);
    const { id, email, name } = await ctx.requireUser(request);
    return { id, email, name };
  });

  app.delete(apiRoutes.me, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request);
    const user = await ctx.requireUser(request);
    const { confirmEmail } = parseInput(deleteMeSchema, request.body ?? {}, 'body');
    if (confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
      throw new HttpError(400, 'validation_failed', 'Invalid body: body.confirmEmail', [
        { field: 'body.confirmEmail', message: 'does not match the account e-mail' },
      ]);
    }
    await ctx.workspaces.removeAll(workspaceId);
    const internal = (await auth.$context).internalAdapter;
    await internal.deleteUserSessions(user.id);
    await internal.deleteAccounts(user.id);
    await internal.deleteUser(user.id);
    request.log.info({ userId: user.id }, 'account deleted');
    return reply.status(204).send();
  });
}
