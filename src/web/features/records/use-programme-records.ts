/**
 * React hooks over a patient's rehabilitation records, for the chart and its tabs (assessments,
 * prescription, progress, documents): one server-state read per patient, shared by all of them.
 * Read again when one of the patient's writes lands, so a record saved offline shows the server's
 * version once it synced, and when the outbox's writes of the patient change otherwise (queued,
 * refused, discarded), as they are laid over the server's records.
 */
import { useCallback, useMemo } from 'react';
import { useServerQuery } from '../../lib/server-state';
import {
  ASSESSMENT_KEY_PREFIX,
  PRESCRIPTION_KEY_PREFIX,
  PROGRAMME_KEY_PREFIX,
  useOutboxSignature,
} from '../sync';
import { readProgrammeRecords } from './programme-records';
import {
  type ChartAssessment,
  type ChartPrescription,
  type ChartProgramme,
  EMPTY_RECORDS,
  type ProgrammeRecords,
  type ProgrammeReviews,
  recordsKey,
} from './programme-records-store';

const CHART_PREFIXES = [PROGRAMME_KEY_PREFIX, ASSESSMENT_KEY_PREFIX, PRESCRIPTION_KEY_PREFIX];

/** One patient's records as shown now, and `reload` to read them from the server again. */
export function useProgrammeRecords(patientId: string): ProgrammeRecords & { reload: () => void } {
  const prefixes = useMemo(
    () => CHART_PREFIXES.map((prefix) => `${prefix}${patientId}/`),
    [patientId],
  );
  const isPatientsWrite = useCallback(
    (entityKey: string) => prefixes.some((prefix) => entityKey.startsWith(prefix)),
    [prefixes],
  );
  const writes = useOutboxSignature(isPatientsWrite);
  const { data, error, isPending, refetch } = useServerQuery({
    key: recordsKey(patientId),
    read: () => readProgrammeRecords(patientId),
    followsWrites: prefixes,
    readAgainWhen: writes,
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  return useMemo(() => {
    // An answer on screen stays while read again, and when that read fails (offline, say).
    const records = data ?? {
      ...EMPTY_RECORDS,
      status: isPending ? ('loading' as const) : ('error' as const),
      error,
    };
    return { ...records, reload };
  }, [data, error, isPending, reload]);
}

export interface ActiveProgramme {
  /** The patient's active programme; null when none (or only discharged ones). */
  programme: ChartProgramme | null;
  /** Its current prescription, with the server's `target` and `safetyMaxBpm`; null until made. */
  prescription: ChartPrescription | null;
  /** Every version of it, newest first. */
  prescriptions: readonly ChartPrescription[];
  /** Its reviews (newest first) and the hash of the plan now; null until read. */
  reviews: ProgrammeReviews | null;
}

/** The active programme of the records and what hangs on it. */
export function activeProgrammeOf(records: ProgrammeRecords): ActiveProgramme {
  const programme = records.programmes.find((p) => p.status === 'active') ?? null;
  const id = programme?.programmeId;
  return {
    programme,
    prescription: programme?.prescription ?? null,
    prescriptions: id === undefined ? [] : (records.prescriptions[id] ?? []),
    reviews: id === undefined ? null : (records.reviews[id] ?? null),
  };
}

/** The patient's active programme, its prescription (with target and safety max) and reviews. */
export function useActiveProgramme(patientId: string): ActiveProgramme & {
  status: ProgrammeRecords['status'];
} {
  const records = useProgrammeRecords(patientId);
  return useMemo(() => ({ ...activeProgrammeOf(records), status: records.status }), [records]);
}

/** The patient's assessments (newest date first), optionally of one kind. */
export function useAssessments(
  patientId: string,
  kind?: ChartAssessment['kind'],
): { status: ProgrammeRecords['status']; assessments: readonly ChartAssessment[] } {
  const records = useProgrammeRecords(patientId);
  return useMemo(
    () => ({
      status: records.status,
      assessments: kind ? records.assessments.filter((a) => a.kind === kind) : records.assessments,
    }),
    [records, kind],
  );
}
