/**
 * Plain API calls with no offline need: marking a member physician with their professional
 * registration (owners and admins; the profiles are read by documents' `useClinicians`), and the programmes whose
 * physician's signature is owed (Home's "Reviews due"). Programme and prescription writes go
 * through the chart's outbox layer instead.
 */

import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import { deviceTimeZone } from '../../../common/dates/time-zone';
import {
  type Clinician,
  type ClinicianInput,
  clinicianInputSchema,
  clinicianSchema,
  type DueReview,
  dueReviewSchema,
} from '../../../common/schemas/review';
import { apiRequest } from '../../lib/api-client';

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
  const { due } = await apiRequest(apiPaths.reviewsDue(deviceTimeZone()), {
    schema: z.object({ due: z.array(dueReviewSchema) }),
  });
  return due;
}
