/**
 * One patient's rehabilitation records as the chart shows them: programmes (each with its current
 * prescription), assessments, every prescription version and the reviews of each programme. The
 * server's records with this device's unsynced writes laid over them (`unsynced: true`). Held as
 * the answer of the patient's server-state read (`recordsKey`), so sign-out and a workspace switch
 * empty it with the rest; a write queued here replaces that answer at once.
 */
import { z } from 'zod';
import { assessmentSchema } from '../../../common/schemas/assessment';
import { prescriptionSchema, programmeSchema } from '../../../common/schemas/programme';
import { reviewSchema } from '../../../common/schemas/review';
import { currentReadScope, queryClient, serverQueryKey } from '../../lib/server-state';

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

/** What the patient's records are read under, after the user and workspace. */
export const recordsKey = (patientId: string) => ['programme-records', patientId] as const;

const keyOf = (patientId: string) => serverQueryKey(currentReadScope(), recordsKey(patientId));

/** The records as shown now, outside React (a write's base version, the server's news). */
export const programmeRecordsStore = {
  get: (patientId: string): ProgrammeRecords | undefined =>
    queryClient.getQueryData<ProgrammeRecords>(keyOf(patientId)),
  /** Shows `records` for the patient without reading the server (a write queued here). */
  set(patientId: string, records: ProgrammeRecords): void {
    queryClient.setQueryData(keyOf(patientId), records);
  },
  /** Derives the records shown, if any are. */
  update(patientId: string, next: (current: ProgrammeRecords) => ProgrammeRecords): void {
    queryClient.setQueryData<ProgrammeRecords>(keyOf(patientId), (current) =>
      current ? next(current) : current,
    );
  },
};
