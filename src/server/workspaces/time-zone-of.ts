/**
 * Which calendar a request's days and weeks are counted in: the IANA zone it named
 * (`?timeZone=`, validated by its operation's query schema), else its clinic's chosen zone, else
 * UTC. One rule for the summary, the trend, the discharge and the schedule's "today"; the route
 * context carries it, so the areas below the workspaces use it without importing them.
 */
import { isTimeZone, UTC_TIME_ZONE } from '../../common/dates/time-zone.js';
import type { WorkspaceRepository } from './workspace-repository.js';

export type TimeZoneOf = (workspaceId: string, requested: string | undefined) => Promise<string>;

export function createTimeZoneOf(workspaces: Pick<WorkspaceRepository, 'clinicSettings'>) {
  return async (workspaceId: string, requested: string | undefined): Promise<string> => {
    if (requested !== undefined) return requested;
    const { timeZone } = await workspaces.clinicSettings(workspaceId);
    return timeZone !== null && isTimeZone(timeZone) ? timeZone : UTC_TIME_ZONE;
  };
}
