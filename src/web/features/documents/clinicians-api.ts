/**
 * The workspace's clinician profiles (physician flag, professional registration) from
 * `GET /api/clinicians`: the one read of them (issue 38), shared by the printed documents (the
 * registration of whoever led the session or signed), the chart's review panel and
 * Settings → Clinic. Keyed per user and workspace by the server-state layer.
 */
import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import { type Clinician, clinicianSchema } from '../../../common/schemas/review';
import { apiRequest } from '../../lib/api-client';
import { invalidateServerQuery, type ServerRead, useServerQuery } from '../../lib/server-state';

const cliniciansAnswerSchema = z.object({ clinicians: z.array(clinicianSchema) });
const CLINICIANS_KEY = ['clinicians'] as const;

async function fetchClinicians(): Promise<Clinician[]> {
  return (await apiRequest(apiPaths.clinicians(), { schema: cliniciansAnswerSchema })).clinicians;
}

/** The active workspace's clinician profiles; `enabled: false` until someone is to be named. */
export function useClinicians(enabled = true): ServerRead<readonly Clinician[]> {
  return useServerQuery({ key: CLINICIANS_KEY, read: fetchClinicians, enabled });
}

/** A profile changed (Settings → Clinic, Settings → profile): every screen reads them again. */
export function forgetClinicians(): Promise<void> {
  return invalidateServerQuery(CLINICIANS_KEY);
}

/** The profile of `userId`, if the workspace has one (and it was read). */
export const clinicianOf = (
  clinicians: readonly Clinician[] | undefined,
  userId: string | undefined,
): Clinician | undefined => clinicians?.find((c) => c.userId === userId);
