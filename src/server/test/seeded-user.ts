/** A signed-up user with patient P-1 and three sessions: two in the week of MONDAY, one after. */
import { makeActivity, makePatient } from './factories.js';
import type { TestServer } from './test-server.js';

export const WEEK_MS = 7 * 86_400_000;
/** Monday 2 November 2026, noon UTC. */
export const MONDAY = Date.UTC(2026, 10, 2, 12);

export async function signUpWithSessions(server: TestServer) {
  const user = await server.signUp();
  await user.put('/api/patients/P-1', makePatient());
  const sessions = [
    makeActivity('P-1', {
      startedAt: MONDAY,
      timestamp: MONDAY + 3_600_000,
      events: [{ t: 0, kind: 'rpe', value: 11 }],
    }),
    makeActivity('P-1', {
      startedAt: MONDAY + 86_400_000,
      timestamp: MONDAY + 90_000_000,
      events: [{ t: 0, kind: 'rpe', value: 13 }],
    }),
    makeActivity('P-1', { startedAt: MONDAY + WEEK_MS, timestamp: MONDAY + WEEK_MS + 3_600_000 }),
  ];
  for (const { activityId, ...body } of sessions) {
    await user.put(`/api/activities/${activityId}`, body);
  }
  return { user, sessions };
}
