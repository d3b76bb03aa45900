/**
 * The clinic's review inbox of home sessions (issue 40, PRODUCT.md section 12): `GET
 * /api/home/inbox` pages its rows, most serious first (common/home/inbox-rank.ts);
 * `POST /api/home/inbox/:itemId/review` marks one reviewed.
 */
import { z } from 'zod';
import { INBOX_REASONS } from '../home/inbox-rank.js';
import { RED_FLAGS } from './home-check-in.js';
import { homeMessageSchema, messageTextSchema } from './home-message.js';
import { patientIdSchema } from './patient.js';

export const INBOX_KINDS = ['session', 'check-in', 'overdue'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * A row's id: the kind's letter and the session's or check-in's UUID, or the patient's id for
 * an overdue row (`s:…`, `c:…`, `o:…`).
 */
export const inboxItemIdSchema = z
  .string()
  .max(80)
  .regex(/^[sco]:[A-Za-z0-9_.-]{1,64}$/, 'must be an inbox row id');

export const inboxNumbersSchema = z.object({
  redFlags: z.array(z.enum(RED_FLAGS)).optional(),
  symptom: z.string().nullable().optional(),
  aboveMaxMs: z.number().int().optional(),
  safetyMaxBpm: z.number().int().optional(),
  peakBpm: z.number().int().optional(),
  borg: z.number().int().optional(),
  borgHigh: z.number().int().optional(),
  outOfBandPct: z.number().int().optional(),
  lowBpm: z.number().int().optional(),
  highBpm: z.number().int().optional(),
  daysSince: z.number().int().optional(),
  allowedDays: z.number().int().optional(),
  sessionsPerWeek: z.number().int().optional(),
});

export const inboxItemSchema = z.object({
  itemId: inboxItemIdSchema,
  kind: z.enum(INBOX_KINDS),
  patientId: patientIdSchema,
  patientName: z.string(),
  /** The session's start, the check-in's time, or (overdue) the last home session or link. */
  at: z.number().int(),
  reason: z.enum(INBOX_REASONS),
  rank: z.number().int(),
  numbers: inboxNumbersSchema,
  /** The session to open; null for a check-in or an overdue patient. */
  activityId: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** The offset of the page, as `nextCursor` gave it. */
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a cursor from nextCursor')
    .optional(),
});

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  /** Every row not yet reviewed: Home's count. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxParamsSchema = z.object({ itemId: inboxItemIdSchema });

/**
 * Body of the review: an optional message to the row's patient (section 12), under the
 * messages' own text rule (plain text, trimmed, 1–2,000 characters).
 */
export const inboxReviewInputSchema = z.object({ message: messageTextSchema.optional() }).strict();
export type InboxReviewInput = z.input<typeof inboxReviewInputSchema>;

export const inboxReviewSchema = z.object({
  itemId: inboxItemIdSchema,
  reviewedAt: z.number().int(),
  reviewedBy: z.object({ id: z.string(), name: z.string() }),
  /** The message this review sent; absent when none was (and on a second review). */
  message: homeMessageSchema.optional(),
});

/** `GET /api/home/inbox/count`. */
export const inboxCountSchema = z.object({ total: z.number().int() });
