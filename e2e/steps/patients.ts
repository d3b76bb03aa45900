/** Patients for the journeys: made through the API, or added on Home as a clinician would. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { PatientInput } from '../../src/common/schemas/patient';

export type PatientFields = PatientInput & { patientId: string };

/** PUTs the patient as given (the server replaces one with the same id). */
export async function makePatient(
  request: APIRequestContext,
  { patientId, ...body }: PatientFields,
): Promise<void> {
  const response = await request.put(`/api/patients/${patientId}`, { data: body });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * A patient with a whole record (sex, birth date, resting HR), as the results journeys use, and
 * the clinical profile when given.
 */
export function seedPatient(
  request: APIRequestContext,
  patientId: string,
  patientName: string,
  clinicalProfile?: PatientInput['clinicalProfile'],
): Promise<void> {
  return makePatient(request, {
    patientId,
    patientName,
    sex: 'female',
    birthDate: '1956-04-12',
    restingHr: 66,
    ...(clinicalProfile ? { clinicalProfile } : {}),
  });
}

/**
 * Home's "Add patient" dialog: the Patient ID it proposes is kept unless one is given; the
 * resting HR (bpm) and birth date (YYYY-MM-DD) are typed as text.
 */
export async function addPatientOnHome(
  page: Page,
  fields: { patientId?: string; patientName: string; restingHr?: string; birthDate?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add patient' });
  const idField = dialog.getByLabel('Patient ID');
  await expect(idField).toHaveValue(/^P-[A-Z2-7]{6}$/);
  if (fields.patientId) await idField.fill(fields.patientId);
  await dialog.getByLabel('Name').fill(fields.patientName);
  if (fields.birthDate) await dialog.getByLabel('Birth date').fill(fields.birthDate);
  if (fields.restingHr) await dialog.getByLabel('Resting HR (bpm)').fill(fields.restingHr);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}
