/** Pure clinical metrics: HR max, zones, HRV and the stored session summary. */
export { activeIntervals } from './active-time.js';
export { ageOn, HR_MAX_FORMULAS, type HrMaxFormula, predictHrMax } from './hr-max.js';
export { rmssd } from './hrv.js';
export { computeSummary } from './summary.js';
export { type HrTarget, karvonenTarget, ZONE_LOWER_PCT, zoneOf } from './zones.js';
