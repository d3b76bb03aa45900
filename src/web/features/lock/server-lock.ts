/**
 * What the server is told of this screen's inactivity lock (it holds the lock for the session:
 * decision 0013): that the screen locked, so every copy of the cookie is refused until the
 * password; and, at most once a minute, that the clinician is using a screen that sends nothing
 * (a long recording), so the server's own idle count does not lock them mid-use. Both are sent
 * and forgotten: the server's idle count covers a lock it never heard of, and a 423 answered
 * here locks this screen through the API client.
 */
import { apiPaths } from '../../../common/api/api-paths';
import { apiRequest } from '../../lib/api-client';
import { systemClock } from '../../lib/clock';

/** Well inside the shortest limit a clinic can choose (one minute) plus the server's minute. */
const REPORT_USE_EVERY_MS = 60_000;

let reportedAt = Number.NEGATIVE_INFINITY;

const post = (path: string) => void apiRequest(path, { method: 'POST' }).catch(() => undefined);

export function tellServerLocked(): void {
  post(apiPaths.meLock());
}

export function reportInUse(): void {
  if (systemClock.now() - reportedAt < REPORT_USE_EVERY_MS) return;
  reportedAt = systemClock.now();
  post(apiPaths.meActivity());
}
