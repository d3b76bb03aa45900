/**
 * Property-based fuzzing of the request schemas: whatever JSON arrives, safeParse only answers
 * success or failure (never throws), and what it accepts is plain JSON that keeps the entity's
 * invariants, so the server can store and send it back unchanged.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type ActivityInputParsed,
  activityInputSchema,
  activityListQuerySchema,
} from './activity.js';
import { MAX_SAMPLES, SAMPLE_CHANNELS } from './activity-samples.js';
import { EARLIEST_EPOCH_MS, MAX_ACTIVITY_MS } from './epoch-ms.js';
import { patientInputSchema } from './patient.js';
import {
  nearValidActivity,
  nearValidListQuery,
  nearValidPatient,
  wildValue,
} from './schema-arbitraries.test-helpers.js';

const RUNS = 400;

/** True when JSON.stringify would keep every value as it is: finite numbers, plain containers. */
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => v !== undefined && isPlainJson(v));
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value as object).every((v) => v === undefined || isPlainJson(v));
}

/** Runs safeParse, failing the property if it throws; returns the data on success. */
function parseOrNull<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null {
  const result = schema.safeParse(input);
  expect(typeof result.success).toBe('boolean');
  return result.success ? result.data : null;
}

/** Accepted data survives a JSON round trip and parses again to the same thing. */
function expectRoundTrip<S extends z.ZodType>(schema: S, data: z.output<S>): void {
  expect(isPlainJson(data)).toBe(true);
  const again = schema.safeParse(JSON.parse(JSON.stringify(data)));
  expect(again.success).toBe(true);
  expect(JSON.stringify(again.data)).toBe(JSON.stringify(data));
}

/** No accepted text holds a control character but tab and newline, nor a lone surrogate. */
function expectPlainText(text: string): void {
  expect(text).not.toMatch(/[^\P{Cc}\t\n]|\p{Surrogate}/u);
}

function expectActivityInvariants(activity: ActivityInputParsed): void {
  const { t } = activity.samples;
  const durationMs = activity.endedAt - activity.startedAt;
  expect(durationMs).toBeLessThanOrEqual(MAX_ACTIVITY_MS);
  for (const epoch of [activity.startedAt, activity.endedAt, activity.timestamp ?? Date.now()]) {
    expect(epoch).toBeGreaterThanOrEqual(EARLIEST_EPOCH_MS);
    expect(epoch).toBeLessThanOrEqual(Date.now() + 86_400_000);
  }
  for (const offset of [...t, ...activity.events.map((event) => event.t)]) {
    expect(offset).toBeLessThanOrEqual(durationMs);
  }
  expectPlainText(activity.notes);
  expectPlainText(activity.device?.name ?? '');
  for (const event of activity.events) {
    if (typeof event.value === 'string') expectPlainText(event.value);
  }
  expect(t.length).toBeLessThanOrEqual(MAX_SAMPLES);
  for (const channel of SAMPLE_CHANNELS) {
    const column = activity.samples[channel];
    if (column) expect(column).toHaveLength(t.length);
  }
  for (let i = 1; i < t.length; i++) expect(t[i]!).toBeGreaterThanOrEqual(t[i - 1]!);
  expect(activity.endedAt).toBeGreaterThanOrEqual(activity.startedAt);
}

/** Fuzzes `schema` with `inputs`; every accepted value round-trips and passes `check`. */
function checkAccepted<S extends z.ZodType>(
  schema: S,
  inputs: fc.Arbitrary<unknown>,
  check: (data: z.output<S>) => void,
): number {
  let accepted = 0;
  fc.assert(
    fc.property(inputs, (input) => {
      const data = parseOrNull(schema, input);
      if (data === null) return;
      accepted++;
      expectRoundTrip(schema, data);
      check(data);
    }),
    { numRuns: RUNS },
  );
  return accepted;
}

afterEach(() => {
  // A schema that assigned through a parsed `__proto__` key would show up here.
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('schemas under fuzzing', () => {
  for (const [name, schema] of [
    ['patientInputSchema', patientInputSchema],
    ['activityInputSchema', activityInputSchema],
    ['activityListQuerySchema', activityListQuerySchema],
  ] as const) {
    it(`${name} never throws on arbitrary JSON`, () => {
      fc.assert(
        fc.property(wildValue, (input) => {
          const data = parseOrNull(schema as z.ZodType, input);
          if (data !== null) expectRoundTrip(schema as z.ZodType, data);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('patientInputSchema accepts only trimmed, bounded names and round-trips what it accepts', () => {
    const accepted = checkAccepted(patientInputSchema, nearValidPatient, (patient) => {
      expect(patient.patientName).toBe(patient.patientName.trim());
      expect(patient.patientName.length).toBeGreaterThanOrEqual(1);
      expect(patient.patientName.length).toBeLessThanOrEqual(120);
      expect(patient.notes.length).toBeLessThanOrEqual(2000);
      expectPlainText(patient.patientName);
      expectPlainText(patient.notes);
      expect(Object.keys(patient)).not.toContain('__proto__');
    });
    // The property is only meaningful when the success path is reached often enough.
    expect(accepted).toBeGreaterThan(RUNS / 10);
  });

  it('activityInputSchema keeps equal column lengths and a non-decreasing t', () => {
    const accepted = checkAccepted(
      activityInputSchema,
      nearValidActivity,
      expectActivityInvariants,
    );
    expect(accepted).toBeGreaterThan(RUNS / 20);
  });

  it('activityListQuerySchema yields a bounded whole limit and from ≤ to', () => {
    const accepted = checkAccepted(activityListQuerySchema, nearValidListQuery, (query) => {
      expect(Number.isInteger(query.limit)).toBe(true);
      expect(query.limit).toBeGreaterThanOrEqual(1);
      expect(query.limit).toBeLessThanOrEqual(200);
      if (query.from !== undefined && query.to !== undefined) {
        expect(query.from).toBeLessThanOrEqual(query.to);
      }
    });
    expect(accepted).toBeGreaterThan(RUNS / 20);
  });

  it('rejects non-finite and out-of-range numbers in samples', () => {
    const startedAt = Date.UTC(2026, 0, 5);
    const base = { patientId: 'P-1', type: 'walk', startedAt, endedAt: startedAt + 1000 };
    for (const hr of [1e308, -1e308, 'NaN', 'Infinity', Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = activityInputSchema.safeParse({ ...base, samples: { t: [0], hr: [hr] } });
      expect(result.success, String(hr)).toBe(false);
    }
    const withNull = activityInputSchema.safeParse({ ...base, samples: { t: [0], hr: [null] } });
    expect(withNull.success).toBe(true);
    const nullT = activityInputSchema.safeParse({ ...base, samples: { t: [null] } });
    expect(nullT.success).toBe(false);
  });
});
