/**
 * The clinic's heart-rate-max formula, for estimated zones when a patient has no measured peak.
 * A clinic setting on the server (GET/PUT /api/clinic-settings), no longer a per-device choice:
 * two tablets must never compute different zones for one patient. The last answer is kept on the
 * device (IndexedDB cache, wiped on sign-out and a workspace switch) so offline uses it; Fox
 * until it was ever read. The formulas themselves live in common/metrics/hr-max.
 */
import { useEffect } from 'react';
import { apiPaths } from '../../../common/api/api-paths';
import { HR_MAX_FORMULAS, type HrMaxFormula } from '../../../common/metrics/hr-max';
import {
  type ClinicSettingsAnswer,
  clinicSettingsAnswerSchema,
  DEFAULT_CLINIC_TIME_ZONE,
  DEFAULT_HR_MAX_FORMULA,
} from '../../../common/schemas/clinic-settings';
import { apiRequest } from '../../lib/api-client';
import { createUserStore, useUserStore } from '../../lib/user-state';
import { fetchWithCache, writeCache } from '../sync';

const CACHE_KEY = 'clinic-settings';

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

const store = createUserStore<FormulaState>(() => ({
  formula: DEFAULT_HR_MAX_FORMULA,
  known: false,
  canChange: false,
  timeZone: DEFAULT_CLINIC_TIME_ZONE,
}));
let loading: Promise<void> | null = null;

function show(answer: ClinicSettingsAnswer): void {
  store.setState({
    formula: answer.hrMaxFormula,
    known: true,
    canChange: answer.canChangeHrMaxFormula,
    timeZone: answer.timeZone,
  });
}

/** Reads the clinic's settings (offline: the copy kept here); one read at a time. */
export function loadHrMaxFormula(): Promise<void> {
  loading ??= fetchWithCache(
    CACHE_KEY,
    () => apiRequest(apiPaths.clinicSettings(), { schema: clinicSettingsAnswerSchema }),
    clinicSettingsAnswerSchema,
  )
    .then(show, () => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** The clinic's choice (an owner or admin; a personal workspace's owner); the server audits it. */
async function saveClinicChoice(change: { hrMaxFormula: HrMaxFormula } | { timeZone: string }) {
  const answer = await apiRequest(apiPaths.clinicSettings(), {
    method: 'PUT',
    body: change,
    schema: clinicSettingsAnswerSchema,
  });
  show(answer);
  await writeCache(CACHE_KEY, answer);
}

export const saveHrMaxFormula = (hrMaxFormula: HrMaxFormula) => saveClinicChoice({ hrMaxFormula });
export const saveClinicTimeZone = (timeZone: string) => saveClinicChoice({ timeZone });

/** The clinic's formula as known now, read again when a screen that uses it opens. */
export function useHrMaxFormula(): FormulaState {
  useEffect(() => {
    void loadHrMaxFormula();
  }, []);
  return useUserStore(store);
}
