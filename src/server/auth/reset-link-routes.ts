/**
 * POST /api/clinic-members/:userId/reset-link: without e-mail, a clinic's owner or admin makes
 * a one-time password reset link (an hour, password-reset.ts) for a member who forgot theirs and
 * hands it over in person. Whoever holds the link can take the account, so it is only for an
 * account whose data is all in this clinic: not one's own, not an owner by an admin, not a
 * member of another clinic or with patients of their own (the admin would reach those); they use
 * the e-mail or the shell (`npm run user -- reset-password`). Each link is in the clinic's trail.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import { canManageClinic } from '../../common/clinic/clinic-roles.js';
import { actorOf } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import type { AuthService } from './auth-service.js';
import { createResetToken, resetLink } from './password-reset.js';

export interface ResetLinkRoutesContext extends Pick<RouteAccess, 'accessFor' | 'roleInClinic'> {
  audit: AuditRepository;
}

interface ResetLinkDeps {
  auth: AuthService;
  data: Kysely<DataSchema>;
  publicUrl: string;
}

/** Better Auth's ids are letters and digits; anything else (a NUL was a 500 on PostgreSQL) is not one. */
const paramsSchema = z.object({
  userId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, 'must be an account id'),
});

const resetLinkOperation = {
  method: 'POST',
  url: apiRoutes.memberResetLink,
  tag: 'clinic',
  summary: 'A one-time password reset link for a member of the active clinic',
  description:
    "A clinic's owner or admin (an owner's link: an owner only); valid for an hour, audited (`clinic.reset-link`). 404 outside the clinic; 409 for one's own account or one that reaches beyond the clinic (another clinic, patients of their own).",
  params: paramsSchema,
  ok: {
    status: 200,
    description: '`{ link, expiresAt }`',
    schema: z.object({ link: z.string(), expiresAt: z.number().int() }),
  },
  refusals: [403, 404, 409],
} as const satisfies ApiOperation;

const refuse = (message: string) =>
  new HttpError(409, 'conflict', message, [{ field: 'params.userId', message }]);

/** Why the member's account reaches beyond this clinic, or null when it does not. */
async function reachBeyond(deps: ResetLinkDeps, clinicId: string, userId: string) {
  const { adapter } = await deps.auth.$context;
  const memberships = await adapter.findMany<{ organizationId: string }>({
    model: 'member',
    where: [{ field: 'userId', value: userId }],
  });
  if (memberships.some((m) => m.organizationId !== clinicId)) {
    return 'This member belongs to another clinic too: they reset their password by e-mail, or the server administrator makes a link';
  }
  const own = await deps.data
    .selectFrom('patients')
    .select('patient_id')
    .where('workspace_id', '=', userId)
    .limit(1)
    .execute();
  if (own.length > 0) {
    return 'This member keeps patients of their own: they reset their password by e-mail, or the server administrator makes a link';
  }
  return null;
}

export function registerResetLinkRoutes(
  app: FastifyInstance,
  ctx: ResetLinkRoutesContext,
  deps: ResetLinkDeps,
): void {
  addRoute(app, resetLinkOperation, async (request) => {
    const access = await ctx.accessFor(request, 'directory');
    if (access.kind !== 'clinic' || !canManageClinic(access.role)) {
      throw new HttpError(403, 'forbidden', 'Only a clinic owner or admin can make a reset link');
    }
    const { userId } = parseInput(resetLinkOperation.params, request.params, 'params');
    if (userId === access.userId) {
      throw refuse('Change your own password under Settings → Account');
    }
    const role = await ctx.roleInClinic(access.workspaceId, userId);
    if (!role) throw new HttpError(404, 'not_found', 'No such member in this clinic');
    if (role === 'owner' && access.role !== 'owner') {
      throw new HttpError(403, 'forbidden', "Only an owner can make an owner's reset link");
    }
    const beyond = await reachBeyond(deps, access.workspaceId, userId);
    if (beyond) throw refuse(beyond);

    const { adapter } = await deps.auth.$context;
    const user = await adapter.findOne<{ email: string }>({
      model: 'user',
      where: [{ field: 'id', value: userId }],
    });
    const { token, expiresAt } = await createResetToken(deps.auth, userId);
    await ctx.audit.append(access.workspaceId, actorOf(request), {
      action: 'clinic.reset-link',
      detail: user?.email ?? userId,
    });
    return { link: resetLink(deps.publicUrl, token), expiresAt: expiresAt.getTime() };
  });
}
