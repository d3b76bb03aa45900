/** Per-patient progress: each session's key numbers, and their means per calendar week. */
import { z } from 'zod';
import { MAX_DATE_MS } from '../schemas/epoch-ms.js';
import { SESSION_TREND_KEYS } from './session-trend.js';

/**
 * The session trend figures (session-trend.ts) and the METs estimated from them (trend-mets.ts);
 * absent in answers cached before they existed.
 */
export const TREND_FIGURE_KEYS = [...SESSION_TREND_KEYS, 'estimatedMets'] as const;
type TrendFigureKey = (typeof TREND_FIGURE_KEYS)[number];
const figuresShape = Object.fromEntries(
  TREND_FIGURE_KEYS.map((key) => [key, z.number().nullable().default(null)]),
) as Record<TrendFigureKey, z.ZodDefault<z.ZodNullable<z.ZodNumber>>>;

const trendActivitySchema = z.object({
  activityId: z.string(),
  timestamp: z.number(),
  startedAt: z.number(),
  type: z.string(),
  durationMs: z.number(),
  activeTimeMs: z.number(),
  hrAvg: z.number().nullable(),
  hrMax: z.number().nullable(),
  rpe: z.number().nullable(),
  hrRecovery1MinBpm: z.number().nullable(),
  ...figuresShape,
});
export type TrendActivity = z.infer<typeof trendActivitySchema>;

const trendWeekSchema = z.object({
  /** Monday of the week, YYYY-MM-DD, in the clinician's time zone. */
  weekStart: z.string(),
  activityCount: z.number().int(),
  hrAvg: z.number().nullable(),
  durationMs: z.number().nullable(),
  activeTimeMs: z.number().nullable(),
  rpe: z.number().nullable(),
  hrRecovery1MinBpm: z.number().nullable(),
  ...figuresShape,
});
export type TrendWeek = z.infer<typeof trendWeekSchema>;

export const patientTrendSchema = z.object({
  patientId: z.string(),
  sessions: z.array(trendActivitySchema),
  weeks: z.array(trendWeekSchema),
});
export type PatientTrend = z.infer<typeof patientTrendSchema>;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday (YYYY-MM-DD) of the week holding `atMs`, seen from a zone `utcOffsetMin` east of UTC. */
export function weekStartOf(atMs: number, utcOffsetMin: number): string {
  // Kept a week inside what a Date holds: a session stored before the epoch limits (the year
  // 275760) made `new Date` invalid here and the whole trend a 500.
  const localMs = atMs + utcOffsetMin * 60_000;
  const local = new Date(Math.min(Math.max(localMs, WEEK_MS - MAX_DATE_MS), MAX_DATE_MS));
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) -
      daysSinceMonday * DAY_MS,
  );
  return monday.toISOString().slice(0, 10);
}

function mean(values: (number | null)[]): number | null {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    sum += value;
    count++;
  }
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

function figureMeans(group: readonly TrendActivity[]) {
  return Object.fromEntries(
    TREND_FIGURE_KEYS.map((key) => [key, mean(group.map((s) => s[key]))]),
  ) as Record<TrendFigureKey, number | null>;
}

/** Weeks in ascending order; a week appears only when it has sessions. */
export function groupByWeek(sessions: TrendActivity[], utcOffsetMin = 0): TrendWeek[] {
  const byWeek = new Map<string, TrendActivity[]>();
  for (const session of sessions) {
    const key = weekStartOf(session.startedAt, utcOffsetMin);
    const bucket = byWeek.get(key);
    if (bucket) bucket.push(session);
    else byWeek.set(key, [session]);
  }
  return [...byWeek.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([weekStart, group]) => ({
      weekStart,
      activityCount: group.length,
      hrAvg: mean(group.map((s) => s.hrAvg)),
      durationMs: mean(group.map((s) => s.durationMs)),
      activeTimeMs: mean(group.map((s) => s.activeTimeMs)),
      rpe: mean(group.map((s) => s.rpe)),
      hrRecovery1MinBpm: mean(group.map((s) => s.hrRecovery1MinBpm)),
      ...figureMeans(group),
    }));
}
