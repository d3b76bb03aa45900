/** Rehabilitation records for the journeys, made through the API as another device would. */
import { type APIRequestContext, expect } from '@playwright/test';

/** PUTs one of a patient's records (`/assessments/T-1`, `/programmes/P-1/prescription` …). */
export async function putPatientRecord(
  request: APIRequestContext,
  patientId: string,
  path: string,
  data: unknown,
): Promise<void> {
  const response = await request.put(`/api/patients/${patientId}${path}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
}

/** An exercise test with ventilatory thresholds: rest 70, peak 128, VT1 100, VT2 125 bpm. */
export const THRESHOLD_TEST = {
  kind: 'exercise-test',
  date: '2026-11-02',
  restHr: 70,
  peakHr: 128,
  vt1Hr: 100,
  vt2Hr: 125,
  onBetaBlocker: true,
};
