/**
 * Better Auth plugin for what the clinic (organization) routes accept, answered as a 400 naming
 * the field before Better Auth runs: a clinic's name under the shared text rule (it took 3.9 MB,
 * blank and right-to-left-override names, and a NUL was a 500 on PostgreSQL), exactly one known
 * role (Better Auth stores "member,viewer" or an array, which Settings → Clinic cannot load), and
 * member lists filtered or sorted only by the member's own columns (any other was a 500), and no
 * `resend` of an invitation (it re-sent the e-mail outside the hourly limits).
 * Invitations no longer pending (cancelled, rejected, accepted) are history: lists leave them out.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import {
  clinicNameSchema,
  clinicRoleSchema,
  clinicSlugSchema,
} from '../../common/schemas/clinic.js';
import { textField } from '../../common/schemas/text-field.js';

const logoSchema = textField(2048).nullable();
/** Ritmo keeps nothing there; a small object is let through, a large one is refused. */
const metadataSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 2048, 'must be at most 2048 characters');
const memberColumn = z.enum(['id', 'userId', 'role'], {
  error: 'must be one of id, userId, role',
});
const count = z.union([
  z.number().int().min(0).max(100_000),
  z.string().regex(/^\d{1,6}$/, 'must be a whole number'),
]);

interface InputRule {
  source: 'body' | 'query';
  /** Dotted paths inside the source and their rule; an absent value is left to Better Auth. */
  fields: Record<string, z.ZodType>;
}

const RULES: Record<string, InputRule> = {
  '/organization/create': {
    source: 'body',
    fields: {
      name: clinicNameSchema,
      slug: clinicSlugSchema,
      logo: logoSchema,
      metadata: metadataSchema,
    },
  },
  '/organization/update': {
    source: 'body',
    fields: {
      'data.name': clinicNameSchema,
      'data.slug': clinicSlugSchema,
      'data.logo': logoSchema,
      'data.metadata': metadataSchema,
    },
  },
  '/organization/check-slug': { source: 'body', fields: { slug: clinicSlugSchema } },
  '/organization/invite-member': {
    source: 'body',
    // `resend` mails a pending invitation again without a new one, past the hourly limits
    // (invitation-limits.ts); the app cancels and invites anew instead.
    fields: { role: clinicRoleSchema, resend: z.literal(false, { error: 'is not offered' }) },
  },
  '/organization/update-member-role': { source: 'body', fields: { role: clinicRoleSchema } },
  '/organization/list-members': {
    source: 'query',
    fields: {
      filterField: memberColumn,
      // A list operator ("in") with one value, or a list for "eq", made the adapter throw.
      filterOperator: z.enum(['eq', 'ne'], { error: 'must be eq or ne' }),
      filterValue: z.string().max(200, 'must be at most 200 characters'),
      sortBy: memberColumn.or(z.literal('createdAt')),
      limit: count,
      offset: count,
    },
  },
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The input with each ruled field checked and replaced by what its rule leaves (trimmed). */
function checkedInput(input: Json, fields: InputRule['fields'], source: string): Json {
  const checked = { ...input };
  for (const [path, schema] of Object.entries(fields)) {
    const [first, second] = path.split('.') as [string, string | undefined];
    const parent = second === undefined ? checked : checked[first];
    const key = second ?? first;
    if (!isObject(parent) || parent[key] === undefined) continue;
    const result = schema.safeParse(parent[key]);
    if (!result.success) {
      const message = result.error.issues[0]!.message;
      throw new APIError('BAD_REQUEST', {
        message: `${key} ${message}`,
        code: 'INVALID_CLINIC_FIELD',
        details: [{ field: `${source}.${path}`, message }],
      });
    }
    if (second === undefined) checked[key] = result.data;
    else checked[first] = { ...parent, [key]: result.data };
  }
  return checked;
}

const LISTS_OF_INVITATIONS = new Set([
  '/organization/list-invitations',
  '/organization/list-user-invitations',
  '/organization/get-full-organization',
]);

interface InvitationRow {
  status?: unknown;
}
const pendingOnly = (rows: InvitationRow[]) => {
  const pending = rows.filter((row) => row.status === 'pending');
  rows.splice(0, rows.length, ...pending);
};

/**
 * Better Auth's `beforeCancelInvitation`: only a pending invitation can be cancelled. Cancelling
 * an accepted one flipped it to "canceled" while the member stayed, so the record lied.
 */
export async function refuseCancellingSettled({ invitation }: { invitation: { status: string } }) {
  if (invitation.status === 'pending') return;
  throw new APIError('CONFLICT', {
    message: `This invitation is ${invitation.status} and can no longer be cancelled`,
    code: 'INVITATION_NOT_PENDING',
    details: [{ field: 'body.invitationId', message: `invitation is ${invitation.status}` }],
  });
}

export const clinicInputRules = {
  id: 'ritmo-clinic-input',
  hooks: {
    before: [
      {
        matcher: (ctx) => Object.hasOwn(RULES, ctx.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          const { source, fields } = RULES[ctx.path]!;
          const input: unknown = source === 'body' ? ctx.body : ctx.query;
          // Absent or not an object: the endpoint's own validation answers.
          if (!isObject(input)) return;
          return { context: { [source]: checkedInput(input, fields, source) } };
        }),
      },
    ],
    after: [
      {
        matcher: (ctx) => LISTS_OF_INVITATIONS.has(ctx.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          // The answer is edited where it lies: an after hook's own return does not replace it.
          const returned: unknown = ctx.context.returned;
          if (Array.isArray(returned)) pendingOnly(returned);
          else if (isObject(returned) && Array.isArray(returned.invitations)) {
            pendingOnly(returned.invitations);
          }
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;
