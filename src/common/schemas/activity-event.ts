/**
 * What happens during an activity, stored as its events: pauses, entries (Borg, BP, SpO₂, notes,
 * markers) and the alarms with their acknowledgements. `t` is ms from the activity's start.
 */
import { z } from 'zod';
import { ALARM_RULES } from '../alarms/alarm-rules.js';
import { offsetMsSchema } from './epoch-ms.js';
import { textField } from './text-field.js';

export const EVENT_KINDS = [
  'pause',
  'resume',
  'marker',
  'rpe',
  'bp',
  'spo2',
  'note',
  'alarm',
  'alarm-ack',
] as const;

/** The reading that broke the rule and the limit it broke, in the rule's unit (bpm, %, mmHg). */
const alarmNumber = z.number().min(0).max(10_000).nullable();

/** The events, with `text(max, required)` as the schema of their free-text values. */
function eventSchemaOf(text: (maxLength: number, required?: boolean) => z.ZodType<string>) {
  return z.discriminatedUnion('kind', [
    z.object({ t: offsetMsSchema, kind: z.literal('pause'), value: text(200).optional() }),
    z.object({ t: offsetMsSchema, kind: z.literal('resume'), value: text(200).optional() }),
    z.object({ t: offsetMsSchema, kind: z.literal('marker'), value: text(200).optional() }),
    // Borg rating of perceived exertion, 6–20.
    z.object({ t: offsetMsSchema, kind: z.literal('rpe'), value: z.number().int().min(6).max(20) }),
    z.object({
      t: offsetMsSchema,
      kind: z.literal('bp'),
      value: z.object({
        systolic: z.number().int().min(50).max(300),
        diastolic: z.number().int().min(20).max(200),
      }),
      // The pre-exercise value, at rest (entered before the start or in its first minutes):
      // the baseline a fall of systolic is measured from, "before" on every report.
      phase: z.literal('before').optional(),
    }),
    z.object({
      t: offsetMsSchema,
      kind: z.literal('spo2'),
      value: z.number().int().min(50).max(100),
    }),
    z.object({ t: offsetMsSchema, kind: z.literal('note'), value: text(2000, true) }),
    z.object({
      t: offsetMsSchema,
      kind: z.literal('alarm'),
      value: z.object({
        rule: z.enum(ALARM_RULES),
        measured: alarmNumber,
        limit: alarmNumber,
        // The n-th re-alert of an acknowledged alarm whose condition persisted; absent: the first.
        repeat: z.number().int().min(1).max(10_000).optional(),
      }),
    }),
    // Who acknowledged the alarm of that rule; `t` is when. The server stores the saving user's
    // "name <e-mail>" (up to 120 + 254 + 3 characters), whatever the client sent.
    z.object({
      t: offsetMsSchema,
      kind: z.literal('alarm-ack'),
      value: z.object({ rule: z.enum(ALARM_RULES), by: text(400, true) }),
    }),
  ]);
}

/** An event as entered: its text under the shared text rule. */
export const activityEventSchema = eventSchemaOf((maxLength, required) =>
  textField(maxLength, { required }),
);
/** An event as stored: rows saved before the text rule existed must still be readable. */
export const storedEventSchema = eventSchemaOf((maxLength, required) =>
  z
    .string()
    .min(required ? 1 : 0)
    .max(maxLength),
);
export type ActivityEvent = z.infer<typeof activityEventSchema>;
