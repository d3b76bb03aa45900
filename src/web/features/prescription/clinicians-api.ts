/**
 * Plain API calls with no offline need: who in the workspace is a physician (and their
 * professional registration), marking one (owners and admins), and the programmes whose
 * physician's signature is owed (Home's "Reviews due"). Programme and prescription writes go
 * through the chart's outbox layer instead.
 */
import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import {
  type Clinician,
  type ClinicianInput,
  clinicianInputSchema,
  clinicianSchema,
  type DueReview,
  dueReviewSchema,
} from '../../../common/schemas/review';
import { apiRequest } from '../../lib/api-client';

export async function fetchClinicians(): Promise<Clinician[]> {
  const { clinicians } = await apiRequest(apiPaths.clinicians(), {
    schema: z.object({ clinicians: z.array(clinicianSchema) }),
  });
  return clinicians;
}

/** Marks a member as physician (or not) with their registration; 403 for other roles. */
export async function saveClinician(userId: string, input: ClinicianInput): Promise<Clinician> {
  const { clinician } = await apiRequest(apiPaths.clinician(userId), {
    method: 'PUT',
    body: clinicianInputSchema.parse(input),
    schema: z.object({ clinician: clinicianSchema }),
  });
  return clinician;
}

/** Active programmes whose signature is owed, the longest owed first. */
export async function fetchReviewsDue(): Promise<DueReview[]> {
  const { due } = await apiRequest(apiPaths.reviewsDue(), {
    schema: z.object({ due: z.array(dueReviewSchema) }),
  });
  return due;
}
