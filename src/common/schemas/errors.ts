/** The one JSON error shape every API failure uses. */
// zod/mini: the web app's API client checks every error with it, and the client is kept off
// the full zod API (~24 KB gzipped against ~15 KB for the core).
import * as z from 'zod/mini';

const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  // The clinic requires two-factor sign-in and this member has not set it up (403).
  'two_factor_required',
  // Requiring two-factor of a clinic by someone who does not use it yet (403).
  'two_factor_needed_first',
  // A clinic's security setting loosened (a longer lock, two-factor off) by an admin (403).
  'owner_only',
  'not_found',
  'request_timeout',
  'conflict',
  // A change to a discharged programme (its plan, prescription or reviews): it is read-only.
  'programme_discharged',
  // A signature sent for a plan other than the one the server holds now (409): it changed
  // after the physician read it, so they must read the new one before signing.
  'plan_changed',
  // A home-access code spent, expired or revoked (410).
  'gone',
  // A home session or check-in today's plan does not allow (403): `details` names the reason.
  'home_not_allowed',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'headers_too_large',
  'too_many_requests',
  // The session's inactivity lock is on (423): nothing but the unlock until the password.
  'locked',
  'internal_error',
  'service_unavailable',
  // A database outage (engine down, restarting, out of connections, statement too long).
  'database_unavailable',
  'database_busy',
  // The server's disk: full (507), read-only or failing (503). Nothing of the request is stored.
  'storage_full',
  'storage_read_only',
  'storage_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const errorDetailSchema = z.object({
  /** Dotted path of the bad field, e.g. `body.samples.hr.3`. */
  field: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.array(errorDetailSchema)),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Turns zod issues into `{ field, message }` pairs, the field prefixed with where it came from. */
export function describeIssues(
  where: 'body' | 'params' | 'query' | 'env',
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ErrorDetail[] {
  return issues.map((issue) => ({
    field: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}
