/** Sessions as the API returns them (`GET /api/activities/:id`), small, for the web app's tests. */
import { computeSummary } from '../metrics/summary';
import type { Activity, ActivityListItem } from './activity';

/** The body of `GET /api/activities/:id` (`activityResponseSchema`). */
type ActivityDetails = { activity: Activity };

export const T0 = 1_700_000_000_000;

export const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Session `n`, saved `n` minutes after T0 (a larger n is newer). */
export function makeActivityDetails(n: number): ActivityDetails {
  const startedAt = T0 + n * 60_000;
  const samples = { t: [0, 1000, 2000], hr: [90, 91, 92] };
  return {
    activity: {
      activityId: idOf(n),
      patientId: 'P-1',
      type: 'walk',
      startedAt,
      endedAt: startedAt + 2000,
      timestamp: startedAt + 2000,
      device: null,
      hrMaxBpm: 180,
      restingHr: null,
      notes: `session ${n}`,
      summary: computeSummary({
        startedAt,
        endedAt: startedAt + 2000,
        samples,
        events: [],
        hrMaxBpm: 180,
      }),
      createdAt: startedAt + 2000,
      updatedAt: startedAt + 2000,
      deletedAt: null,
      version: 1,
      samples,
      events: [],
    },
  };
}

/** The session's history row: the same without samples and events. */
export function listItemOf({ activity }: ActivityDetails): ActivityListItem {
  const { samples: _samples, events: _events, ...item } = activity;
  return item;
}
