/** What every data route gets: the workspace resolver (auth + workspace row) and the repositories. */
import type { FastifyRequest } from 'fastify';
import type { ActivityRepository } from '../activities/activity-repository.js';
import type { AssessmentRepository } from '../assessments/assessment-repository.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import type { RequireUser } from '../auth/session-guard.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import type { PatientRepository } from '../patients/patient-repository.js';
import type { ProgrammeRepository } from '../programmes/programme-repository.js';
import type { ReviewRepository } from '../reviews/review-repository.js';
import type { AccessFor, RecordAccess, RoleInClinic } from '../workspaces/workspace-access.js';
import type { WorkspaceRepository } from '../workspaces/workspace-repository.js';

export interface RouteContext {
  /**
   * The id of the workspace the session works in (its clinic, or the user's own); 401 without a
   * session, 403 when the user's role there does not allow `need`. Creates the workspace row on
   * first use.
   */
  workspaceOf(request: FastifyRequest, need: RecordAccess): Promise<string>;
  /** The same, with the user and their role there. */
  accessFor: AccessFor;
  /** A user's role in a named clinic (a transfer's destination), whatever clinic is active. */
  roleInClinic: RoleInClinic;
  requireUser: RequireUser;
  workspaces: WorkspaceRepository;
  patients: PatientRepository;
  activities: ActivityRepository;
  assessments: AssessmentRepository;
  /** Programmes, with their prescriptions (`programmes.prescriptions`). */
  programmes: ProgrammeRepository;
  /** Physician reviews and who may sign them. */
  reviews: ReviewRepository;
  /** The audit trail; writes append to it themselves, in their transaction. */
  audit: AuditRepository;
  /** Null unless METRICS is on. */
  metrics: AppMetrics | null;
}
