/**
 * What the composition root (app.ts) hands every area's routes: the access checks and every
 * repository. Each area's routes declare the part they use (e.g. `PatientRoutesContext`), so no
 * area imports this file or another area's routes; this one only satisfies them all.
 */
import type { ActivityRepository } from './activities/activity-repository.js';
import type { AssessmentRepository } from './assessments/assessment-repository.js';
import type { AuditRepository } from './audit/audit-repository.js';
import type { SlotRepository } from './class-slots/slot-repository.js';
import type { RouteAccess } from './kernel/route-access.js';
import type { AppMetrics } from './metrics/app-metrics.js';
import type { PatientRepository } from './patients/patient-repository.js';
import type { ProgrammeRepository } from './programmes/programme-repository.js';
import type { ReviewRepository } from './reviews/review-repository.js';
import type { ClinicTwoFactorSetting } from './workspaces/clinic-settings-routes.js';
import type { TimeZoneOf } from './workspaces/time-zone-of.js';
import type { WorkspaceRepository } from './workspaces/workspace-repository.js';

export interface RouteContext extends RouteAccess {
  workspaces: WorkspaceRepository;
  /** A clinic's two-factor requirement (auth database). */
  clinicTwoFactor: ClinicTwoFactorSetting;
  patients: PatientRepository;
  activities: ActivityRepository;
  assessments: AssessmentRepository;
  /** Programmes, with their prescriptions (`programmes.prescriptions`). */
  programmes: ProgrammeRepository;
  /** Physician reviews and who may sign them. */
  reviews: ReviewRepository;
  /** The audit trail; writes append to it themselves, in their transaction. */
  audit: AuditRepository;
  /** The clinic's class slots, their enrolments and days (`slots.days`). */
  slots: SlotRepository;
  /** Null unless METRICS is on. */
  metrics: AppMetrics | null;
  /** The zone a request's days and weeks are counted in (workspaces/time-zone-of.ts). */
  timeZoneOf: TimeZoneOf;
  /** The clock of "today" and of the summary's weeks; tests set it instead of waiting. */
  now: () => number;
}
