import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityInputSchema } from '../schemas/activity.js';
import { activityEventSchema } from '../schemas/activity-event.js';
import { samplesSchema } from '../schemas/activity-samples.js';
import { activitySummarySchema } from '../schemas/activity-summary.js';
import { nearValidActivity } from '../schemas/schema-arbitraries.test-helpers.js';
import { computeSummary } from './summary.js';

const STARTED_AT = 1_700_000_000_000;
const MAX_OFFSET_MS = 7 * 24 * 3600 * 1000;

/** Sessions whose samples and events satisfy the activity schema. */
const validSession = fc
  .record({
    durationMs: fc.oneof(
      fc.integer({ min: 0, max: 600_000 }),
      fc.integer({ min: 0, max: MAX_OFFSET_MS }),
    ),
    rows: fc.integer({ min: 0, max: 300 }),
  })
  .chain(({ durationMs, rows }) => {
    const offset = fc.integer({ min: 0, max: Math.min(MAX_OFFSET_MS, durationMs + 60_000) });
    const column = (min: number, max: number) =>
      fc.option(
        fc.array(fc.option(fc.double({ min, max, noNaN: true }), { nil: null }), {
          minLength: rows,
          maxLength: rows,
        }),
        { nil: undefined },
      );
    const event = fc.oneof(
      fc.record({ t: offset, kind: fc.constantFrom('pause', 'resume', 'marker') }),
      fc.record({ t: offset, kind: fc.constant('rpe'), value: fc.integer({ min: 6, max: 20 }) }),
    );
    return fc.record({
      durationMs: fc.constant(durationMs),
      t: fc.array(offset, { minLength: rows, maxLength: rows }).map((t) => t.sort((a, b) => a - b)),
      hr: column(0, 300),
      rr: column(100, 5000),
      speed: column(0, 100),
      cadence: column(0, 400),
      power: column(0, 5000),
      events: fc.array(event, { maxLength: 20 }),
      hrMaxBpm: fc.option(fc.integer({ min: 80, max: 240 }), { nil: null }),
    });
  });

describe('computeSummary on any valid session', () => {
  it('returns a valid summary of finite numbers, consistent with itself', () => {
    fc.assert(
      fc.property(validSession, ({ durationMs, events, hrMaxBpm, ...columns }) => {
        const samples = samplesSchema.parse(
          Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)),
        );
        const parsedEvents = events.map((e) => activityEventSchema.parse(e));
        const summary = computeSummary({
          startedAt: STARTED_AT,
          endedAt: STARTED_AT + durationMs,
          samples,
          events: parsedEvents,
          hrMaxBpm,
        });

        expect(activitySummarySchema.parse(summary)).toEqual(summary);
        for (const value of Object.values(summary).flat()) {
          if (value !== null) expect(Number.isFinite(value)).toBe(true);
        }
        expect(summary.activeTimeMs).toBeLessThanOrEqual(summary.durationMs);
        const inZones = (summary.timeInZonesMs ?? []).reduce((a, b) => a + b, 0);
        expect(inZones).toBeLessThanOrEqual(summary.activeTimeMs);
        if (summary.hrAvg !== null) {
          expect(summary.hrAvg).toBeGreaterThanOrEqual(summary.hrMin! - 0.05);
          expect(summary.hrAvg).toBeLessThanOrEqual(summary.hrMax! + 0.05);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('summarises every activity body the API accepts', () => {
    const accepted = nearValidActivity
      .map((body) => activityInputSchema.safeParse(body))
      .filter((parsed) => parsed.success)
      .map((parsed) => parsed.data!);
    fc.assert(
      fc.property(accepted, (activity) => {
        const summary = computeSummary(activity);
        expect(activitySummarySchema.parse(summary)).toEqual(summary);
      }),
      { numRuns: 100 },
    );
  });
});
