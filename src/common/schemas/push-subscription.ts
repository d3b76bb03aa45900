/**
 * Reminders by Web Push (PRODUCT.md section 12): a device's PushSubscription as the browser's
 * `toJSON()` gives it, the app language its notices are written in, and — for a patient user —
 * when to be reminded (the clinic's time zone). Which push services are accepted is the server's
 * setting (`PUSH_SERVICE_HOSTS`), checked by the route, not here.
 */
import { z } from 'zod';

/** An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url without padding. */
const P256DH_LENGTH = 87;
const AUTH_LENGTH = 22;
const base64url = (length: number) =>
  z
    .string()
    .length(length, `must be ${length} base64url characters`)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

export const PUSH_LANGUAGES = ['pt-BR', 'en'] as const;
export type PushLanguage = (typeof PUSH_LANGUAGES)[number];

export const REMINDER_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const pushReminderSchema = z.object({
  time: z.string().regex(REMINDER_TIME, 'must be a time as HH:MM'),
  /** 0–6, Sunday 0; left out: any day the week's prescribed sessions are not yet done. */
  weekdays: z
    .array(z.number().int().min(0).max(6), { error: 'must be a list of weekdays 0–6' })
    .min(1, 'must name at least one weekday')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'must not repeat a weekday')
    .transform((days) => [...days].sort((a, b) => a - b))
    .optional(),
});
export type PushReminder = z.infer<typeof pushReminderSchema>;

export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048),
  keys: z.object({
    // An uncompressed point starts with 0x04, so its base64url starts with `B`.
    p256dh: base64url(P256DH_LENGTH).refine((key) => key.startsWith('B'), 'must be a P-256 point'),
    auth: base64url(AUTH_LENGTH),
  }),
  language: z.enum(PUSH_LANGUAGES).default('pt-BR'),
  /** A patient user's reminders; a clinic member's device gets notices only. */
  reminder: pushReminderSchema.optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** `DELETE /api/push/subscriptions?endpoint=`: opting the device out. */
export const pushSubscriptionQuerySchema = z.object({
  endpoint: z.string().min(1).max(2048),
});

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

export const pushSubscriptionSchema = z.object({
  endpoint: z.string(),
  language: z.enum(PUSH_LANGUAGES),
  reminder: z.object({ time: z.string(), weekdays: z.array(z.number().int()) }).nullable(),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionSchema>;
