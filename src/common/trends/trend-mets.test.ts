import { describe, expect, it } from 'vitest';
import type { Assessment } from '../schemas/assessment.js';
import { NO_TREND_FIGURES } from './trend.test-helpers.js';
import { withEstimatedMets } from './trend-mets.js';
import type { TrendActivity } from './weekly-trend.js';

const DAY = 86_400_000;
const nov2 = Date.UTC(2026, 10, 2, 12);
const session = (type: string, at: number, figures: Partial<TrendActivity>): TrendActivity => ({
  activityId: `${type}-${at}`,
  timestamp: at,
  startedAt: at,
  type,
  durationMs: 1_800_000,
  activeTimeMs: 1_800_000,
  hrAvg: 110,
  hrMax: 130,
  rpe: null,
  hrRecovery1MinBpm: null,
  ...NO_TREND_FIGURES,
  ...figures,
});
const weighed = (date: string, weightKg: number) =>
  ({ kind: 'vitals', date, weightKg, sbp: null, dbp: null, hr: null }) as unknown as Assessment;

describe('METs of trend sessions', () => {
  it('estimates walking from speed and cycling from power and the weight known that day', () => {
    const sessions = [
      // Walking 4.8 km/h = 80 m/min: (0.1 × 80 + 3.5) / 3.5 = 3.3 METs.
      session('treadmill', nov2, { avgSpeedKmh: 4.8 }),
      // 50 W at 70 kg: 1.8 × 50 × 6.12 / 70 / 3.5 + 2 = 4.2 METs.
      session('cycle', nov2 + DAY, { avgPowerW: 50 }),
      // A week later the patient weighs 60 kg: 1.8 × 50 × 6.12 / 60 / 3.5 + 2 = 4.6 METs.
      session('cycle', nov2 + 8 * DAY, { avgPowerW: 50 }),
    ];
    const vitals = [
      weighed('2026-11-01', 70),
      weighed('2026-11-09', 60),
      weighed('2026-12-01', 50),
    ];
    expect(withEstimatedMets(sessions, vitals, 'UTC').map((s) => s.estimatedMets)).toEqual([
      3.3, 4.2, 4.6,
    ]);
  });

  it('gives none for cycling without a weight, or a session without workload', () => {
    const sessions = [session('cycle', nov2, { avgPowerW: 50 }), session('walk', nov2, {})];
    expect(
      withEstimatedMets(sessions, [], 'America/Sao_Paulo').map((s) => s.estimatedMets),
    ).toEqual([null, null]);
  });
});
