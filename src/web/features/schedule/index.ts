/** What other features use from the schedule: Home's today's slots, and a slot's day for the class. */
import { lazy } from 'react';

export { useSlotDayById } from './schedule-reads';

/** Only the front desk's Home shows it: its own chunk, so a clinician's Home does not load it. */
export const TodaySlots = lazy(() =>
  import('./today-slots').then((m) => ({ default: m.TodaySlots })),
);
