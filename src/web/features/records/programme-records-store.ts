/**
 * One patient's rehabilitation records as the chart shows them: programmes (each with its current
 * prescription), assessments, every prescription version and the reviews of each programme. The
 * server's records with this device's unsynced writes laid over them (`unsynced: true`). A user
 * store: sign-out and a workspace switch wipe it.
 */
import { z } from 'zod';
import { assessmentSchema } from '../../../common/schemas/assessment';
import { prescriptionSchema, programmeSchema } from '../../../common/schemas/programme';
import { reviewSchema } from '../../../common/schemas/review';
import { createUserStore, useUserStore } from '../../lib/user-state';

export const programmeListResponseSchema = z.object({ programmes: z.array(programmeSchema) });
export const prescriptionListResponseSchema = z.object({
  prescriptions: z.array(prescriptionSchema),
});
export const reviewListResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  /** SHA-256 of the plan as it is now: a signature over another hash is "changed since signed". */
  planSha256: z.string(),
});
export type ProgrammeReviews = z.infer<typeof reviewListResponseSchema>;

/** What the server holds for one patient; kept on the device as one cache entry. */
export const serverRecordsSchema = z.object({
  programmes: z.array(programmeSchema),
  assessments: z.array(assessmentSchema),
  /** Per programme id, newest version first; a programme whose history could not be read has none. */
  prescriptions: z.record(z.string(), z.array(prescriptionSchema)),
  reviews: z.record(z.string(), reviewListResponseSchema),
});
export type ServerRecords = z.infer<typeof serverRecordsSchema>;

type Unsynced = {
  /** Saved on this device and not on the server yet (or refused there: see Settings → Sync). */
  unsynced: boolean;
};
export type ChartPrescription = z.infer<typeof prescriptionSchema> & Unsynced;
export type ChartProgramme = Omit<z.infer<typeof programmeSchema>, 'prescription'> &
  Unsynced & { prescription: ChartPrescription | null };
export type ChartAssessment = z.infer<typeof assessmentSchema> & Unsynced;

export interface ProgrammeRecords {
  status: 'loading' | 'ready' | 'error';
  /** Why the last read failed (an ApiError: 403 for a role without clinical access, offline …). */
  error: unknown;
  /** When the records shown were read from the server (from this device's copy when offline). */
  savedAt: number | null;
  /** Newest start first, as the server lists them. */
  programmes: readonly ChartProgramme[];
  /** Newest date first. */
  assessments: readonly ChartAssessment[];
  /** Per programme id, newest version first (an unsynced new version on top). */
  prescriptions: Readonly<Record<string, readonly ChartPrescription[]>>;
  reviews: Readonly<Record<string, ProgrammeReviews>>;
}

export const EMPTY_RECORDS: ProgrammeRecords = {
  status: 'loading',
  error: null,
  savedAt: null,
  programmes: [],
  assessments: [],
  prescriptions: {},
  reviews: {},
};

const store = createUserStore(() => new Map<string, ProgrammeRecords>());

export const programmeRecordsStore = {
  get: (patientId: string): ProgrammeRecords | undefined => store.getState().get(patientId),
  /** Replaces (or derives) one patient's records; a new Map, so React sees the change. */
  update(
    patientId: string,
    next: (current: ProgrammeRecords) => ProgrammeRecords,
  ): ProgrammeRecords {
    const updated = next(store.getState().get(patientId) ?? EMPTY_RECORDS);
    store.setState((map) => new Map(map).set(patientId, updated));
    return updated;
  },
  clear: () => store.setState(new Map()),
  subscribe: store.subscribe,
  getState: store.getState,
};

export function usePatientRecordsMap(): ReadonlyMap<string, ProgrammeRecords> {
  return useUserStore(store);
}
