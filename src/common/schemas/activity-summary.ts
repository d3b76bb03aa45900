/** What `computeSummary` (common/metrics) returns; stored with each activity. */
import { z } from 'zod';

export const HR_ZONE_COUNT = 5;

export const activitySummarySchema = z.object({
  durationMs: z.number().int().min(0),
  /** Duration minus the paused intervals. */
  activeTimeMs: z.number().int().min(0),
  sampleCount: z.number().int().min(0),
  hrAvg: z.number().nullable(),
  hrMin: z.number().nullable(),
  hrMax: z.number().nullable(),
  /** Zones by % of hrMaxBpm: Z1 < 60, Z2 60–70, Z3 70–80, Z4 80–90, Z5 ≥ 90; null without hrMaxBpm. */
  timeInZonesMs: z.array(z.number().int().min(0)).length(HR_ZONE_COUNT).nullable(),
  /** Peak HR minus HR 60 s later; null when the recording does not reach 60 s past the peak. */
  hrRecovery1MinBpm: z.number().nullable(),
  rmssdMs: z.number().nullable(),
  distanceM: z.number().nullable(),
  avgSpeedKmh: z.number().nullable(),
  avgPowerW: z.number().nullable(),
  avgCadenceRpm: z.number().nullable(),
  /** The last Borg RPE entered during the session. */
  rpe: z.number().int().nullable(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;
