/** What every data route gets: the workspace resolver (auth + workspace row) and the repositories. */
import type { FastifyRequest } from 'fastify';
import type { ActivityRepository } from '../activities/activity-repository.js';
import type { RequireUser } from '../auth/session-guard.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import type { PatientRepository } from '../patients/patient-repository.js';
import type { WorkspaceRepository } from '../workspaces/workspace-repository.js';

export interface RouteContext {
  /**
   * The id of the signed-in user's workspace; 401 without a session. Creates the workspace row
   * on first use.
   */
  workspaceOf(request: FastifyRequest): Promise<string>;
  requireUser: RequireUser;
  workspaces: WorkspaceRepository;
  patients: PatientRepository;
  activities: ActivityRepository;
  /** Null unless METRICS is on. */
  metrics: AppMetrics | null;
}
