/** /api/me: who is signed in. */
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/route-context.js';

export function registerMeRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/me', async (request) => {
    await ctx.ownerOf(request);
    const { id, email, name } = await ctx.requireClinician(request);
    return { id, email, name };
  });
}
