import { describe, expect, it } from 'vitest';
import { computeSummary } from '../metrics/summary.js';
import type { ActivityEvent } from '../schemas/activity-event.js';
import {
  ABOVE_MAX_MIN_MS,
  allowedGapDays,
  checkInVerdict,
  DEFAULT_BORG_HIGH,
  INBOX_REASONS,
  overdueVerdict,
  sessionVerdict,
} from './inbox-rank.js';

const DAY_MS = 86_400_000;

/** A 1 Hz session of `hrs` (one per second), with its summary as the server computes it. */
function session(
  hrs: number[],
  extra: {
    events?: ActivityEvent[];
    target?: { lowBpm: number; highBpm: number } | null;
    borgTarget?: { low: number; high: number } | null;
    safetyMaxBpm?: number | null;
  } = {},
) {
  const samples = { t: hrs.map((_, i) => i * 1000), hr: hrs };
  const events = extra.events ?? [];
  const summary = computeSummary({ startedAt: 0, endedAt: hrs.length * 1000, samples, events });
  return {
    samples,
    events,
    summary,
    target: extra.target ?? null,
    borgTarget: extra.borgTarget ?? null,
    safetyMaxBpm: extra.safetyMaxBpm ?? null,
  };
}

const band = { lowBpm: 100, highBpm: 120 };
const steady = (bpm: number, seconds: number) => Array<number>(seconds).fill(bpm);

describe('inbox ranking', () => {
  it('orders the reasons as issue 40 lists them, overdue patients last', () => {
    expect(INBOX_REASONS).toEqual([
      'red_flag',
      'stopped_symptoms',
      'above_safety_max',
      'borg_above',
      'out_of_band',
      'routine',
      'overdue',
    ]);
  });

  it('makes a row only of a check-in with red flags', () => {
    expect(checkInVerdict([])).toBeNull();
    expect(checkInVerdict(['chestPain', 'bpHigh'])).toEqual({
      reason: 'red_flag',
      rank: 0,
      numbers: { redFlags: ['chestPain', 'bpHigh'] },
    });
  });

  it('ranks an "I feel unwell" stop above everything the heart rate shows', () => {
    const events: ActivityEvent[] = [{ t: 5000, kind: 'marker', value: 'unwell:chestPain' }];
    const verdict = sessionVerdict(
      session(steady(190, 600), { events, target: band, safetyMaxBpm: 150 }),
    );
    expect(verdict).toMatchObject({
      reason: 'stopped_symptoms',
      numbers: { symptom: 'chestPain' },
    });
    const bare = sessionVerdict(
      session(steady(110, 60), { events: [{ t: 0, kind: 'marker', value: 'unwell' }] }),
    );
    expect(bare).toMatchObject({ reason: 'stopped_symptoms', numbers: { symptom: null } });
    const other = sessionVerdict(
      session(steady(110, 60), { events: [{ t: 0, kind: 'marker', value: 'unwellness' }] }),
    );
    expect(other.reason).toBe('routine');
  });

  it('counts time above the safety maximum from 30 s held, not a spike', () => {
    const justUnder = [...steady(110, 100), ...steady(160, 29), ...steady(110, 100)];
    expect(sessionVerdict(session(justUnder, { target: band, safetyMaxBpm: 150 })).reason).toBe(
      'routine',
    );
    const at = [...steady(110, 100), ...steady(160, 30), ...steady(110, 100)];
    const verdict = sessionVerdict(session(at, { target: band, safetyMaxBpm: 150 }));
    expect(verdict).toEqual({
      reason: 'above_safety_max',
      rank: 2,
      numbers: { aboveMaxMs: ABOVE_MAX_MIN_MS, safetyMaxBpm: 150, peakBpm: 160 },
    });
    // At the maximum is not above it.
    const atMax = [...steady(110, 100), ...steady(150, 300)];
    expect(sessionVerdict(session(atMax, { safetyMaxBpm: 150 })).reason).toBe('routine');
  });

  it('flags a Borg above the range the session kept, else above ACSM 16', () => {
    const rpe = (value: number): ActivityEvent[] => [{ t: 1000, kind: 'rpe', value }];
    const borgTarget = { low: 11, high: 13 };
    expect(sessionVerdict(session(steady(110, 60), { events: rpe(13), borgTarget })).reason).toBe(
      'routine',
    );
    expect(sessionVerdict(session(steady(110, 60), { events: rpe(14), borgTarget }))).toMatchObject(
      { reason: 'borg_above', numbers: { borg: 14, borgHigh: 13 } },
    );
    expect(
      sessionVerdict(session(steady(110, 60), { events: rpe(DEFAULT_BORG_HIGH) })).reason,
    ).toBe('routine');
    expect(sessionVerdict(session(steady(110, 60), { events: rpe(17) })).reason).toBe('borg_above');
  });

  it('flags time out of the band from half the active time', () => {
    const half = [...steady(90, 50), ...steady(110, 50)];
    expect(sessionVerdict(session(half, { target: band }))).toMatchObject({
      reason: 'out_of_band',
      numbers: { outOfBandPct: 50, lowBpm: 100, highBpm: 120 },
    });
    const less = [...steady(90, 49), ...steady(110, 51)];
    expect(sessionVerdict(session(less, { target: band })).reason).toBe('routine');
    // No band (Borg-only), nothing to be out of.
    expect(sessionVerdict(session(steady(90, 100))).reason).toBe('routine');
  });

  it('allows the even spacing of the week, rounded up, plus a day', () => {
    expect(allowedGapDays(3)).toBe(4);
    expect(allowedGapDays(5)).toBe(3);
    expect(allowedGapDays(7)).toBe(2);
    expect(allowedGapDays(1)).toBe(8);
    expect(allowedGapDays(0)).toBe(8);
  });

  it('makes a patient overdue only past the allowed gap', () => {
    expect(overdueVerdict(0, 3, 4 * DAY_MS)).toBeNull();
    expect(overdueVerdict(0, 3, 5 * DAY_MS - 1)).toBeNull();
    expect(overdueVerdict(0, 3, 5 * DAY_MS)).toEqual({
      reason: 'overdue',
      rank: 6,
      numbers: { daysSince: 5, allowedDays: 4, sessionsPerWeek: 3 },
    });
  });
});
