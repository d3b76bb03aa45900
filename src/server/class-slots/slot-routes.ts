/**
 * /api/class-slots: the clinic's recurring class slots (PRODUCT.md section 13). Every role reads
 * them; an owner or admin creates, changes (`If-Match`) and deletes them. Staff must be members of
 * the clinic (in a personal workspace, its one user). No clinical data in any answer.
 */
import type { FastifyInstance } from 'fastify';
import { inWorkspace } from '../audit/route-preamble.js';
import { addRoute } from '../kernel/api-operation.js';
import { HttpError, notFound } from '../kernel/http-error.js';
import { answeringConflicts } from '../kernel/if-match.js';
import type { RouteAccess, WorkspaceAccess } from '../kernel/route-access.js';
import { registerSlotDayRoutes, type SlotDayRoutesContext } from './slot-day-routes.js';
import { slotOps } from './slot-operations.js';
import type { SlotRepository } from './slot-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface SlotRoutesContext extends Pick<RouteAccess, 'roleInClinic'>, SlotDayRoutesContext {
  slots: SlotRepository;
}

/** The slots, and their enrolments and days (slot-day-routes.ts). */
export function registerSlotRoutes(app: FastifyInstance, ctx: SlotRoutesContext): void {
  registerSlotDayRoutes(app, ctx);

  /** 400 naming the first staff id that is not a member of the workspace. */
  async function checkStaff(access: WorkspaceAccess, staffIds: readonly string[]) {
    for (const [index, userId] of staffIds.entries()) {
      const member =
        access.kind === 'clinic'
          ? (await ctx.roleInClinic(access.workspaceId, userId)) !== null
          : userId === access.userId;
      if (!member) {
        throw new HttpError(400, 'validation_failed', 'Invalid body: body.staffIds', [
          { field: `body.staffIds.${index}`, message: 'is not a member of this clinic' },
        ]);
      }
    }
  }

  addRoute(
    app,
    slotOps.list,
    inWorkspace(ctx, slotOps.list, 'directory', async ({ workspaceId }) => ({
      slots: await ctx.slots.list(workspaceId),
    })),
  );

  addRoute(
    app,
    slotOps.get,
    inWorkspace(ctx, slotOps.get, 'directory', async ({ workspaceId, params }) => {
      const slot = await ctx.slots.get({ workspaceId, slotId: params.slotId });
      if (!slot) throw notFound('Class slot');
      return { slot };
    }),
  );

  addRoute(
    app,
    slotOps.put,
    inWorkspace(ctx, slotOps.put, 'schedule:manage', async (scope, _request, reply) => {
      await checkStaff(scope.access, scope.body.staffIds);
      const key = { workspaceId: scope.workspaceId, slotId: scope.params.slotId };
      return answeringConflicts(reply, async () => ({
        slot: await ctx.slots.put(key, scope.body, scope.actor, scope.ifMatch),
      }));
    }),
  );

  addRoute(
    app,
    slotOps.remove,
    inWorkspace(ctx, slotOps.remove, 'schedule:manage', async (scope, _request, reply) => {
      const key = { workspaceId: scope.workspaceId, slotId: scope.params.slotId };
      return answeringConflicts(reply, async () => {
        if (!(await ctx.slots.remove(key, scope.actor, scope.ifMatch))) {
          throw notFound('Class slot');
        }
        return reply.status(204).send();
      });
    }),
  );
}
