import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityInputSchema } from './activity.js';
import { clampToDateRange, DAY_MS, epochMsSchema, MAX_DATE_MS } from './epoch-ms.js';

afterEach(() => vi.useRealTimers());

const STARTED_AT = Date.UTC(2026, 0, 5, 9);
const activity = (overrides: Record<string, unknown>) => ({
  patientId: 'P-1',
  type: 'walk',
  startedAt: STARTED_AT,
  endedAt: STARTED_AT + 60_000,
  samples: { t: [0, 30_000, 60_000], hr: [90, 95, 100] },
  events: [{ t: 60_000, kind: 'marker' }],
  ...overrides,
});
const refusedFields = (input: unknown) =>
  activityInputSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('epoch limits', () => {
  it('accepts 2000-01-01 up to a day from now, read at each parse', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
    const later = Date.UTC(2026, 0, 3);
    expect(epochMsSchema.safeParse(later).success).toBe(false);
    vi.setSystemTime(Date.UTC(2026, 0, 2, 1));
    expect(epochMsSchema.safeParse(later).success).toBe(true);
    expect(epochMsSchema.safeParse(Date.UTC(2000, 0, 1)).success).toBe(true);
    expect(epochMsSchema.safeParse(Date.UTC(2000, 0, 1) - 1).success).toBe(false);
  });

  it('refuses the session that froze the FHIR export, and any session over 24 h', () => {
    expect(refusedFields(activity({ startedAt: 0, endedAt: 253_370_764_800_000 }))).toEqual([
      'startedAt',
      'endedAt',
    ]);
    expect(refusedFields(activity({ endedAt: STARTED_AT + DAY_MS + 1 }))).toEqual(['endedAt']);
    expect(refusedFields(activity({ endedAt: STARTED_AT + DAY_MS, samples: { t: [] } }))).toEqual(
      [],
    );
    expect(refusedFields(activity({ endedAt: STARTED_AT - 1, events: [] }))).toEqual(['endedAt']);
  });

  it('refuses samples and events past the end of the session, naming the first', () => {
    const samples = { t: [0, 60_000, 60_001, 70_000], hr: [90, 91, 92, 93] };
    expect(refusedFields(activity({ samples }))).toEqual(['samples.t.2']);
    const events = [
      { t: 0, kind: 'pause' },
      { t: 60_001, kind: 'resume' },
    ];
    expect(refusedFields(activity({ events }))).toEqual(['events.1.t']);
  });

  it('clamps stored epochs into what a Date holds', () => {
    expect(clampToDateRange(9e15)).toBe(MAX_DATE_MS);
    expect(clampToDateRange(-9e15)).toBe(-MAX_DATE_MS);
    expect(clampToDateRange(STARTED_AT)).toBe(STARTED_AT);
  });
});
