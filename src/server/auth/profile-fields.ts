/**
 * Better Auth plugin for the profile's text: the display name (sign-up, update-user, the user
 * CLI) follows the shared text rule and length limit of `displayNameSchema`, answered as a 400
 * naming the field, and is stored as that schema leaves it (trimmed). Better Auth itself takes
 * any string: a NUL made PostgreSQL fail with a 500, and a megabyte name reached every greeting.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { z } from 'zod';
import { textField } from '../../common/schemas/text-field.js';
import { displayNameSchema } from '../../common/schemas/user.js';

/** The text fields of a profile the endpoints accept, and their rule. */
const PROFILE_FIELDS: Record<string, { label: string; schema: z.ZodType<string> }> = {
  name: { label: 'Name', schema: displayNameSchema },
  // The app shows no picture, but Better Auth stores whatever URL is sent.
  image: { label: 'Image', schema: textField(2048) },
};

const PROFILE_PATHS = new Set(['/sign-up/email', '/update-user']);

export const profileFields = {
  id: 'ritmo-profile-fields',
  hooks: {
    before: [
      {
        matcher: (ctx) => PROFILE_PATHS.has(ctx.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          if (!ctx.body || typeof ctx.body !== 'object') return;
          const body = { ...(ctx.body as Record<string, unknown>) };
          for (const [field, { label, schema }] of Object.entries(PROFILE_FIELDS)) {
            // Absent, null or not a string: the endpoint's own validation answers.
            if (typeof body[field] !== 'string') continue;
            const result = schema.safeParse(body[field]);
            if (result.success) {
              body[field] = result.data;
              continue;
            }
            const message = result.error.issues[0]!.message;
            throw new APIError('BAD_REQUEST', {
              message: `${label} ${message}`,
              code: 'INVALID_PROFILE_FIELD',
              details: [{ field: `body.${field}`, message }],
            });
          }
          return { context: { body } };
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;
