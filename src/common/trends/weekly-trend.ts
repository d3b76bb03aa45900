/** Per-patient progress: each session's key numbers, and their means per calendar week. */
import { z } from 'zod';
import { isoWeekStartInZone } from '../dates/zoned-time.js';
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

/** Weeks (Monday to Sunday in `timeZone`) in ascending order; only those with sessions. */
export function groupByWeek(sessions: TrendActivity[], timeZone = 'UTC'): TrendWeek[] {
  const byWeek = new Map<string, TrendActivity[]>();
  for (const session of sessions) {
    const key = isoWeekStartInZone(session.startedAt, timeZone);
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
