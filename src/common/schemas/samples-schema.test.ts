/**
 * The samples schema checks its columns in one loop and falls back to zod's per-element parsing
 * only for a bad column: it must answer exactly as element-by-element parsing did (same
 * verdict, same data, same issues with the same paths, messages and codes).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MAX_SAMPLES,
  SAMPLE_CHANNEL_RANGES,
  SAMPLE_CHANNELS,
  samplesSchema,
} from './activity-samples.js';

/** The samples schema as it was written before the one-loop check: every element through zod. */
const offsetMs = z
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 3600 * 1000);
const perElementSamplesSchema = z
  .object({
    t: z.array(offsetMs).max(MAX_SAMPLES, `must have at most ${MAX_SAMPLES} points`),
    ...Object.fromEntries(
      SAMPLE_CHANNELS.map((channel) => {
        const [min, max] = SAMPLE_CHANNEL_RANGES[channel];
        return [channel, z.array(z.number().min(min).max(max).nullable()).optional()];
      }),
    ),
  })
  .superRefine((samples, ctx) => {
    const t = samples.t;
    for (const channel of SAMPLE_CHANNELS) {
      const values = (samples as Record<string, unknown[] | undefined>)[channel];
      if (values && values.length !== t.length) {
        ctx.addIssue({
          code: 'custom',
          path: [channel],
          message: `must have as many points as t (${t.length}), has ${values.length}`,
        });
      }
    }
    for (let i = 1; i < t.length; i++) {
      if (t[i]! < t[i - 1]!) {
        ctx.addIssue({ code: 'custom', path: ['t', i], message: 'must not decrease' });
        break;
      }
    }
  });

/** What a caller sees of a parse: the data, or each issue's path, message and code. */
function verdict(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  return {
    issues: result.error.issues.map(({ path, message, code }) => ({ path, message, code })),
  };
}

const element = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 300 }), weight: 8 },
  { arbitrary: fc.constant(null), weight: 2 },
  { arbitrary: fc.double({ min: -10, max: 6000, noNaN: true }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '80',
      true,
      {},
      [],
      -0,
      Number.POSITIVE_INFINITY,
      7 * 24 * 3600 * 1000 + 1,
    ),
    weight: 1,
  },
);
const column = fc.oneof(
  { arbitrary: fc.array(element, { maxLength: 8 }), weight: 8 },
  { arbitrary: fc.constantFrom(undefined, null, 'x', 3, {}), weight: 1 },
);
const samples = fc.record(
  Object.fromEntries(['t', ...SAMPLE_CHANNELS].map((key) => [key, column])),
  { requiredKeys: [] },
);

describe('samples schema', () => {
  it('answers exactly as per-element parsing for any columns', () => {
    fc.assert(
      fc.property(samples, (input) => {
        expect(verdict(samplesSchema, input)).toEqual(verdict(perElementSamplesSchema, input));
      }),
      { numRuns: 2000 },
    );
  });

  it('names the first bad index of a long valid column, and refuses too many points', () => {
    const t = Array.from({ length: 1800 }, (_, i) => i * 1000);
    const hr = t.map(() => 120);
    hr[1234] = 301;
    for (const input of [{ t, hr }, { t: Array.from({ length: MAX_SAMPLES + 1 }, () => 0) }]) {
      expect(verdict(samplesSchema, input)).toEqual(verdict(perElementSamplesSchema, input));
    }
    expect(verdict(samplesSchema, { t, hr }).issues?.map((i) => i.path)).toEqual([['hr', 1234]]);
  });
});
