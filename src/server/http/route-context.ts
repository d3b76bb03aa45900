/** What every data route gets: the owner resolver (auth + owner row) and the repositories. */
import type { FastifyRequest } from 'fastify';
import type { ActivityRepository } from '../activities/activity-repository.js';
import type { RequireClinician } from '../auth/session-guard.js';
import type { OwnerRepository } from '../owners/owner-repository.js';
import type { PatientRepository } from '../patients/patient-repository.js';

export interface RouteContext {
  /** The signed-in clinician's id; 401 without a session. Creates the owner row on first use. */
  ownerOf(request: FastifyRequest): Promise<string>;
  requireClinician: RequireClinician;
  owners: OwnerRepository;
  patients: PatientRepository;
  activities: ActivityRepository;
}
