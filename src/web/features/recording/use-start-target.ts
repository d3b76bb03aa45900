/**
 * The start target of one patient from what this device knows: the chart's records (its copy on
 * the device when offline, with unsynced writes laid over) and the clinic's HR-max formula.
 */
import { useMemo } from 'react';
import type { MeasuredPeak } from '../../../common/programme/hr-max-for-zones';
import { localToday } from '../../lib/local-today';
import { activeProgrammeOf, useProgrammeRecords } from '../chart';
import { useHrMaxFormula } from '../settings';
import {
  type PrescribedTarget,
  type StartTarget,
  startTargetOf,
  type TargetChoice,
} from './start-target';

export interface StartTargetPatient {
  patientId: string;
  birthDate: string | null;
  restingHr: number | null;
}

export interface StartTargetState extends StartTarget {
  /** 'loading' until the records are read (or this device's copy shown): wait to start. */
  status: 'loading' | 'ready' | 'error';
}

export function useStartTarget(
  patient: StartTargetPatient,
  choice: TargetChoice | null,
  fallback: TargetChoice,
): StartTargetState {
  const records = useProgrammeRecords(patient.patientId);
  const { formula } = useHrMaxFormula();
  const { prescription } = activeProgrammeOf(records);
  const prescribed = useMemo<PrescribedTarget | null>(
    () =>
      prescription && {
        version: prescription.version,
        target: prescription.target,
        safetyMaxBpm: prescription.safetyMaxBpm,
        basedOn: prescription.basedOn,
      },
    [prescription],
  );
  const exerciseTests = useMemo(
    () =>
      records.assessments.flatMap((a): MeasuredPeak[] =>
        a.kind === 'exercise-test'
          ? [
              {
                assessmentId: a.assessmentId,
                date: a.date,
                peakHr: a.peakHr,
                createdAt: a.createdAt,
              },
            ]
          : [],
      ),
    [records.assessments],
  );
  const { birthDate, restingHr } = patient;
  // The day's date is enough for an age: not recomputed every render.
  const today = localToday();
  const start = useMemo(
    () =>
      startTargetOf({
        prescribed,
        exerciseTests,
        birthDate,
        restingHr,
        formula,
        atMs: Date.parse(today),
        choice,
        fallback,
      }),
    [prescribed, exerciseTests, birthDate, restingHr, formula, today, choice, fallback],
  );
  return { ...start, status: records.status };
}
