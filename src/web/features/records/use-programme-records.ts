/**
 * React hooks over a patient's rehabilitation records, for the chart and its tabs (assessments,
 * prescription, progress, documents). Loads on first use; reads again when the patient's writes
 * leave the outbox, so a record saved offline shows the server's version once it synced.
 */
import { useCallback, useEffect, useMemo } from 'react';
import {
  ASSESSMENT_KEY_PREFIX,
  PRESCRIPTION_KEY_PREFIX,
  PROGRAMME_KEY_PREFIX,
  useOutboxSignature,
} from '../sync';
import { loadProgrammeRecords } from './programme-records';
import {
  type ChartAssessment,
  type ChartPrescription,
  type ChartProgramme,
  EMPTY_RECORDS,
  type ProgrammeRecords,
  type ProgrammeReviews,
  usePatientRecordsMap,
} from './programme-records-store';

const CHART_PREFIXES = [PROGRAMME_KEY_PREFIX, ASSESSMENT_KEY_PREFIX, PRESCRIPTION_KEY_PREFIX];

/** One patient's records as shown now, and `reload` to read them from the server again. */
export function useProgrammeRecords(patientId: string): ProgrammeRecords & { reload: () => void } {
  const records = usePatientRecordsMap().get(patientId) ?? EMPTY_RECORDS;
  const isPatientsWrite = useCallback(
    (entityKey: string) =>
      CHART_PREFIXES.some((prefix) => entityKey.startsWith(`${prefix}${patientId}/`)),
    [patientId],
  );
  const writes = useOutboxSignature(isPatientsWrite);
  // Read again when the patient's writes change in the outbox (sent, refused, discarded).
  useEffect(() => {
    void loadProgrammeRecords(patientId, writes);
  }, [patientId, writes]);
  const reload = useCallback(() => void loadProgrammeRecords(patientId), [patientId]);
  return useMemo(() => ({ ...records, reload }), [records, reload]);
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
