/**
 * Decision 0017: an account linked to a patient and no clinician (no clinic membership, no
 * patients of its own) is a *patient account*: the guard keeps it to /me. The answer of
 * `GET /api/home/link` is kept with the signed-in user, so an offline start knows it.
 */
import type { HomeStatus } from '../../../common/schemas/user';
// The stored user alone: the auth index would bring the session calls along.
import { saveHomeStatus } from '../auth/user-store';
import { loadLink } from './me-api';

export function homeStatusOf(answer: Awaited<ReturnType<typeof loadLink>>): HomeStatus {
  if (!answer.link || answer.link.revoked) {
    // A revoked link still opens /me (to say so) for an account that is nothing else.
    return answer.link && !answer.clinician
      ? { clinicName: answer.link.clinicName, patientAccount: true }
      : null;
  }
  return { clinicName: answer.link.clinicName, patientAccount: !answer.clinician };
}

/** Asks the server and keeps the answer with the user; a failure leaves what was kept. */
export async function refreshHomeStatus(): Promise<HomeStatus> {
  const status = homeStatusOf(await loadLink());
  saveHomeStatus(status);
  return status;
}
