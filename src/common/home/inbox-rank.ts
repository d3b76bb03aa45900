/**
 * Why a home session or check-in is in the clinic's review inbox, and where it ranks (issue 40,
 * PRODUCT.md section 12): red flag at check-in → stopped for symptoms → time above the safety
 * maximum → Borg above the prescribed range → time out of the band → the rest; then the patients
 * whose last home session is older than the prescribed frequency allows.
 *
 * One row per session, whatever its number of alarms, and one reason per row (the most serious):
 * alert overload is the first reason clinicians abandon remote monitoring (issue 40: simple alert
 * rules nearly doubled review time, most false alerts came from measurement technique). So a
 * reading counts only when held (the summary's hold rule, time-in-target.ts), and brief spikes of
 * a badly moistened strap do not lift a session: above the safety maximum counts from
 * ABOVE_MAX_MIN_MS, out of the band from OUT_OF_BAND_SHARE of the active time. The
 * AHA/AACVPR/ACC 2019 scientific statement on home-based cardiac rehabilitation (Thomas et al.,
 * Circulation 2019;140:e69–e89) asks the programme to review the patient's home exercise data and
 * symptoms and to follow up non-adherence; SBC 2020 gives the same ordering of urgency (symptoms
 * first, then exertion beyond the prescription).
 */
import { timeWhereMs } from '../metrics/time-in-target.js';
import type { Activity } from '../schemas/activity.js';
import type { RedFlag } from '../schemas/home-check-in.js';

export const INBOX_REASONS = [
  'red_flag',
  'stopped_symptoms',
  'above_safety_max',
  'borg_above',
  'out_of_band',
  'routine',
  'overdue',
] as const;
export type InboxReason = (typeof INBOX_REASONS)[number];

/** The rank of a reason: 0 first. */
export const inboxRankOf = (reason: InboxReason): number => INBOX_REASONS.indexOf(reason);

/**
 * A home session's "I feel unwell" stop: a `marker` event whose value is this, or this, a colon
 * and the symptom (`unwell:chestPain`). The guided session writes it (issue 39).
 */
export const UNWELL_MARKER = 'unwell';

/** Cumulative time above the safety maximum before it ranks a session (artefacts below it). */
export const ABOVE_MAX_MIN_MS = 30_000;
/** Share of the active time outside the band before it ranks a session. */
export const OUT_OF_BAND_SHARE = 0.5;
/**
 * The upper Borg of a session guided by heart rate, which keeps no Borg range of its own: the top
 * of ACSM's range for cardiac patients (RPE 12–16, ACSM Guidelines 11th ed.).
 */
export const DEFAULT_BORG_HIGH = 16;

/** The numbers a row's reason is told with; absent where they do not apply. */
export interface InboxNumbers {
  redFlags?: RedFlag[];
  symptom?: string | null;
  aboveMaxMs?: number;
  safetyMaxBpm?: number;
  peakBpm?: number;
  borg?: number;
  borgHigh?: number;
  outOfBandPct?: number;
  lowBpm?: number;
  highBpm?: number;
  daysSince?: number;
  allowedDays?: number;
  sessionsPerWeek?: number;
}

export interface InboxVerdict {
  reason: InboxReason;
  rank: number;
  numbers: InboxNumbers;
}

const verdict = (reason: InboxReason, numbers: InboxNumbers): InboxVerdict => ({
  reason,
  rank: inboxRankOf(reason),
  numbers,
});

/** A check-in's row: only a check-in with red flags (one that refused the day) is one. */
export function checkInVerdict(redFlags: readonly RedFlag[]): InboxVerdict | null {
  return redFlags.length ? verdict('red_flag', { redFlags: [...redFlags] }) : null;
}

type SessionFields = Pick<
  Activity,
  'samples' | 'events' | 'summary' | 'target' | 'borgTarget' | 'safetyMaxBpm'
>;

function unwellOf(events: SessionFields['events']): { symptom: string | null } | null {
  for (const event of events) {
    if (event.kind !== 'marker' || !event.value) continue;
    if (event.value === UNWELL_MARKER) return { symptom: null };
    if (event.value.startsWith(`${UNWELL_MARKER}:`)) {
      return { symptom: event.value.slice(UNWELL_MARKER.length + 1) || null };
    }
  }
  return null;
}

const maxBorgOf = (events: SessionFields['events']) =>
  events.reduce<number | null>(
    (max, event) =>
      event.kind === 'rpe' && (max === null || event.value > max) ? event.value : max,
    null,
  );

/** The most serious reason a home session is in the inbox, with its numbers. */
export function sessionVerdict(session: SessionFields): InboxVerdict {
  const { samples, events, summary, target, safetyMaxBpm } = session;
  const unwell = unwellOf(events);
  if (unwell) return verdict('stopped_symptoms', unwell);
  const held = (counts: (bpm: number) => boolean) =>
    timeWhereMs(samples, events, summary.durationMs, counts);
  if (safetyMaxBpm != null) {
    const aboveMaxMs = held((bpm) => bpm > safetyMaxBpm);
    if (aboveMaxMs >= ABOVE_MAX_MIN_MS) {
      return verdict('above_safety_max', {
        aboveMaxMs,
        safetyMaxBpm,
        peakBpm: Math.round(summary.hrMax ?? safetyMaxBpm),
      });
    }
  }
  const borg = maxBorgOf(events);
  const borgHigh = session.borgTarget?.high ?? DEFAULT_BORG_HIGH;
  if (borg !== null && borg > borgHigh) return verdict('borg_above', { borg, borgHigh });
  if (target && summary.activeTimeMs > 0) {
    const outMs = held((bpm) => bpm < target.lowBpm || bpm > target.highBpm);
    const share = outMs / summary.activeTimeMs;
    if (share >= OUT_OF_BAND_SHARE) {
      return verdict('out_of_band', {
        outOfBandPct: Math.round(share * 100),
        lowBpm: target.lowBpm,
        highBpm: target.highBpm,
      });
    }
  }
  return verdict('routine', {});
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The longest gap between home sessions the prescribed frequency allows, in whole days: the
 * even spacing of a week's sessions, rounded up, plus a day's grace (3 a week: 4 days).
 */
export function allowedGapDays(sessionsPerWeek: number): number {
  const perWeek = Math.max(1, Math.min(7, Math.round(sessionsPerWeek)));
  return Math.ceil(7 / perWeek) + 1;
}

/**
 * A patient's overdue row, or null: the last home session (or, before any, the day home access
 * began) older than the frequency allows.
 */
export function overdueVerdict(
  sinceMs: number,
  sessionsPerWeek: number,
  nowMs: number,
): InboxVerdict | null {
  const allowedDays = allowedGapDays(sessionsPerWeek);
  const daysSince = Math.floor((nowMs - sinceMs) / DAY_MS);
  if (daysSince <= allowedDays) return null;
  return verdict('overdue', { daysSince, allowedDays, sessionsPerWeek });
}
