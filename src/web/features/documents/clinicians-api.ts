/**
 * The workspace's clinician profiles (physician flag, professional registration) from
 * `GET /api/clinicians`, asked once per workspace while the app runs: a printed report needs the
 * registration of whoever led the session, and several reports may print in one sitting.
 */
import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import { type Clinician, clinicianSchema } from '../../../common/schemas/review';
import { activeWorkspaceId } from '../../lib/active-workspace';
import { apiRequest } from '../../lib/api-client';

const cliniciansAnswerSchema = z.object({ clinicians: z.array(clinicianSchema) });

const asked = new Map<string, Promise<Clinician[]>>();

export function fetchClinicians(): Promise<Clinician[]> {
  const key = activeWorkspaceId();
  let answer = asked.get(key);
  if (!answer) {
    answer = apiRequest(apiPaths.clinicians(), { schema: cliniciansAnswerSchema }).then(
      ({ clinicians }) => clinicians,
    );
    // A failed answer (offline, refused) is asked again next time rather than kept.
    answer.catch(() => asked.delete(key));
    asked.set(key, answer);
  }
  return answer;
}

/** After a profile changes (Settings), the next report asks the server again. */
export function forgetClinicians(): void {
  asked.clear();
}
