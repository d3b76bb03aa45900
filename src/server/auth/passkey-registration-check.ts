/**
 * Better Auth plugin: a passkey registration that is not one answers 400 naming the problem.
 * @better-auth/passkey takes `response` as anything and answers 500 to whatever
 * @simplewebauthn/server throws on it (issue 35): the shape is checked here first (the field
 * named), and a well-shaped registration that does not verify (another challenge or origin, a
 * broken attestation) is the client's fault too, so the plugin's 500 for it becomes a 400.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { z } from 'zod';

const VERIFY_PATH = '/passkey/verify-registration';
const FAILED_CODE = 'FAILED_TO_VERIFY_REGISTRATION';

const base64url = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

/** WebAuthn's RegistrationResponseJSON, as a browser's `credential.toJSON()` sends it. */
const registrationSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string()).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
});

/** The client data a registration signs: JSON naming the ceremony and its challenge. */
const clientDataSchema = z.object({ type: z.literal('webauthn.create'), challenge: z.string() });

function refused(field: string, message: string): APIError {
  return new APIError('BAD_REQUEST', {
    message: `Not a passkey registration: ${field} ${message}`,
    code: 'validation_failed',
    details: [{ field, message }],
  });
}

function clientDataOf(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** Throws a 400 naming the first field that is not a registration's. */
function checkRegistration(response: unknown): void {
  const parsed = registrationSchema.safeParse(response);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = ['body', 'response', ...(issue?.path ?? [])].join('.');
    throw refused(path, issue?.message ?? 'is not a registration');
  }
  const clientData = clientDataOf(parsed.data.response.clientDataJSON);
  if (!clientDataSchema.safeParse(clientData).success) {
    throw refused('body.response.response.clientDataJSON', 'is not a registration’s client data');
  }
}

export function passkeyRegistrationCheck() {
  return {
    id: 'ritmo-passkey-registration-check',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === VERIFY_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            checkRegistration((ctx.body as { response?: unknown } | undefined)?.response);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === VERIFY_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!isAPIError(returned) || returned.statusCode !== 500) return;
            if ((returned.body as { code?: string } | undefined)?.code !== FAILED_CODE) return;
            throw refused('body.response', 'did not verify (challenge, origin or attestation)');
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
