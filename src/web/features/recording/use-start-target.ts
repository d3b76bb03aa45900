/**
 * The start target of one patient from what this device knows: the chart's records (its copy on
 * the device when offline, with unsynced writes laid over) and the clinic's HR-max formula.
 */
import { useMemo } from 'react';
import type { TestCaps } from '../../../common/programme/monitoring-limits';
import { planSignedHere } from '../../../common/programme/review-due';
import type { ClinicalProfile } from '../../../common/schemas/clinical-profile';
import { localToday } from '../../lib/local-today';
import { activeProgrammeOf, useProgrammeRecords } from '../records';
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
  /** Its device limit and AF flag cap and shape the limits; null or absent: none recorded. */
  clinicalProfile?: Pick<ClinicalProfile, 'deviceLimitBpm' | 'atrialFibrillation'> | null;
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
  const { prescription, reviews } = activeProgrammeOf(records);
  const prescribed = useMemo<PrescribedTarget | null>(
    () =>
      prescription && {
        version: prescription.version,
        target: prescription.target,
        safetyMaxBpm: prescription.safetyMaxBpm,
        borg:
          prescription.intensity.method === 'borg'
            ? { low: prescription.intensity.borgLow, high: prescription.intensity.borgHigh }
            : null,
        basedOn: prescription.basedOn,
        modality: prescription.modality,
        // A version saved on this device only was signed by no one yet.
        signed: prescription.unsynced ? false : reviews ? planSignedHere(reviews.reviews) : null,
      },
    [prescription, reviews],
  );
  const exerciseTests = useMemo(
    () =>
      records.assessments.flatMap((a): TestCaps[] =>
        a.kind === 'exercise-test'
          ? [
              {
                assessmentId: a.assessmentId,
                date: a.date,
                peakHr: a.peakHr,
                ischaemicHr: a.ischaemicHr ?? null,
                createdAt: a.createdAt,
              },
            ]
          : [],
      ),
    [records.assessments],
  );
  const { birthDate, restingHr, clinicalProfile: profile } = patient;
  // The day's date is enough for an age: not recomputed every render.
  const today = localToday();
  const start = useMemo(
    () =>
      startTargetOf({
        prescribed,
        exerciseTests,
        deviceLimitBpm: profile?.deviceLimitBpm ?? null,
        atrialFibrillation: profile?.atrialFibrillation ?? false,
        birthDate,
        restingHr,
        formula,
        atMs: Date.parse(today),
        choice,
        fallback,
      }),
    [prescribed, exerciseTests, profile, birthDate, restingHr, formula, today, choice, fallback],
  );
  return { ...start, status: records.status };
}
