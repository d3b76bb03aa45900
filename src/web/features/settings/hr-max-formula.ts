/**
 * The clinic's heart-rate-max formula, for estimated zones when a patient has no measured peak.
 * A clinic setting on the server (GET/PUT /api/clinic-settings), no longer a per-device choice:
 * two tablets must never compute different zones for one patient. The last answer is kept on the
 * device (IndexedDB cache, wiped on sign-out and a workspace switch) so offline uses it; Fox
 * until it was ever read (the one read of the settings: clinic's useClinicSettings). The formulas
 * themselves live in common/metrics/hr-max.
 */
import { useMemo } from 'react';
import { HR_MAX_FORMULAS, type HrMaxFormula } from '../../../common/metrics/hr-max';
import {
  DEFAULT_CLINIC_TIME_ZONE,
  DEFAULT_HR_MAX_FORMULA,
} from '../../../common/schemas/clinic-settings';
import { useClinicSettings } from '../clinic';

export function isHrMaxFormula(value: unknown): value is HrMaxFormula {
  return HR_MAX_FORMULAS.includes(value as HrMaxFormula);
}

interface FormulaState {
  formula: HrMaxFormula;
  /** Read from the server or this device's copy; false: the default, nothing read yet. */
  known: boolean;
  canChange: boolean;
  /** The clinic's IANA time zone (its days and weeks when a request names none); same rights. */
  timeZone: string;
}

const UNKNOWN: FormulaState = {
  formula: DEFAULT_HR_MAX_FORMULA,
  known: false,
  canChange: false,
  timeZone: DEFAULT_CLINIC_TIME_ZONE,
};

/** The clinic's formula as known now, read again when a screen that uses it opens. */
export function useHrMaxFormula(): FormulaState {
  const settings = useClinicSettings().data;
  return useMemo(
    () =>
      settings
        ? {
            formula: settings.hrMaxFormula,
            known: true,
            canChange: settings.canChangeHrMaxFormula,
            timeZone: settings.timeZone,
          }
        : UNKNOWN,
    [settings],
  );
}
