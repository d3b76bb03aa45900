/**
 * Messages between the clinic and a patient user (PRODUCT.md section 12): plain text of 1 to
 * 2,000 characters, one thread per patient, read and written through `/api/home/messages`.
 * A patient user's thread is its link's patient; a clinic member names the patient.
 */
import { z } from 'zod';
import { patientIdSchema } from './patient.js';
import { textField } from './text-field.js';

export const MESSAGE_MAX_LENGTH = 2000;

/**
 * The shared text rule, and no tab either: a message is read as typed on a phone, where a tab
 * is never typed and only a non-browser client would send one.
 */
export const messageTextSchema = textField(MESSAGE_MAX_LENGTH, {
  trim: true,
  required: true,
}).refine((text) => !text.includes('\t'), 'must not contain control characters (only line breaks)');

/** Who wrote: a member of the clinic, or the patient (through their linked account). */
export const MESSAGE_AUTHOR_ROLES = ['clinic', 'patient'] as const;
export type MessageAuthorRole = (typeof MESSAGE_AUTHOR_ROLES)[number];

export const homeMessageSchema = z.object({
  messageId: z.string(),
  patientId: z.string(),
  text: z.string(),
  author: z.object({ name: z.string(), role: z.enum(MESSAGE_AUTHOR_ROLES) }),
  createdAt: z.number().int(),
});
export type HomeMessage = z.infer<typeof homeMessageSchema>;

/** `GET /api/home/messages`: a clinic member names the patient; a patient user must not. */
export const homeMessagesQuerySchema = z.object({
  patientId: patientIdSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * `POST /api/home/messages`: `messageId` (a UUID the client makes) lets an outbox resend the
 * same message without a second copy; left out, the server makes one.
 */
export const homeMessageInputSchema = z
  .object({
    patientId: patientIdSchema.optional(),
    messageId: z.uuid('must be a UUID').toLowerCase().optional(),
    text: messageTextSchema,
  })
  .strict();
export type HomeMessageInput = z.input<typeof homeMessageInputSchema>;

export const homeMessagePageSchema = z.object({
  messages: z.array(homeMessageSchema),
  nextCursor: z.string().nullable(),
});
export type HomeMessagePage = z.infer<typeof homeMessagePageSchema>;

export const homeMessageResponseSchema = z.object({ message: homeMessageSchema });
