/**
 * Better Auth's `/organization/set-active` clears the session's clinic when it refuses a switch
 * (not a member, an unknown id): the device still shows the clinic while the next save lands in
 * the personal workspace. This plugin refuses such a switch first, so the session keeps its
 * workspace; a switch Better Auth would take, or refuse without touching the session, goes on.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The clinic a switch names, by id or by slug; null where Better Auth answers on its own. */
async function clinicNamed(ctx: HookContext): Promise<string | null> {
  const body = (ctx.body ?? {}) as { organizationId?: unknown; organizationSlug?: unknown };
  if (filled(body.organizationId)) return body.organizationId;
  if (body.organizationId === null || !filled(body.organizationSlug)) return null;
  const clinic = await ctx.context.adapter.findOne<{ id: string }>({
    model: 'organization',
    where: [{ field: 'slug', value: body.organizationSlug }],
  });
  return clinic?.id ?? null;
}

export const clinicSwitch = {
  id: 'ritmo-clinic-switch',
  hooks: {
    before: [
      {
        matcher: (ctx) => ctx.path === '/organization/set-active',
        handler: createAuthMiddleware(async (ctx) => {
          const clinicId = await clinicNamed(ctx);
          if (!clinicId) return;
          const session = await getSessionFromCtx(ctx);
          if (!session) return;
          const member = await ctx.context.adapter.findOne({
            model: 'member',
            where: [
              { field: 'organizationId', value: clinicId },
              { field: 'userId', value: session.user.id },
            ],
          });
          if (member) return;
          throw new APIError('FORBIDDEN', {
            message: 'You are not a member of this clinic',
            code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
          });
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;
