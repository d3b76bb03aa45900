/** Trend test data: a session's trend figures when nothing beyond the summary was recorded. */
import type { SessionTrendFigures } from './session-trend.js';

export const NO_TREND_FIGURES: SessionTrendFigures & { estimatedMets: number | null } = {
  timeInTargetPct: null,
  avgPowerW: null,
  avgSpeedKmh: null,
  systolicMmHg: null,
  diastolicMmHg: null,
  peakSystolicMmHg: null,
  lowestSpo2Pct: null,
  estimatedMets: null,
};
