/**
 * Home sessions for the journeys, seeded through the API as the patient's own phone would send
 * them (PRODUCT.md section 12): the clinic makes a home-access code, a new account joins with it
 * in its own request context and accepts the consent, the clinic's physician clears the
 * programme, and the patient user saves its sessions.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, request } from '@playwright/test';
import { makeAccount } from './account';
import { makeSessionBody, type SessionOptions } from './activities';

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/**
 * A new account linked to the patient with a fresh code, its consent accepted: the patient's
 * phone, as its own request context (dispose it when done).
 */
export async function joinAsPatient(
  clinic: APIRequestContext,
  baseURL: string,
  patientId: string,
): Promise<APIRequestContext> {
  const { code } = await ok(
    await clinic.post(`/api/patients/${patientId}/home-access`, { data: {} }),
  );
  const phone = await request.newContext({ baseURL });
  await makeAccount(phone, { name: 'Paciente em casa' });
  await ok(await phone.post('/api/home/join', { data: { code } }));
  const { sha256 } = await ok(await phone.get('/api/home/consent'));
  await ok(await phone.post('/api/home/consent', { data: { sha256 } }));
  return phone;
}

/** The patient's home sessions, one per option; the clinic's request is its physician's. */
export async function seedHomeSessions(
  clinic: APIRequestContext,
  baseURL: string,
  patient: { patientId: string; programmeId: string },
  sessions: readonly SessionOptions[],
): Promise<void> {
  const { patientId, programmeId } = patient;
  const phone = await joinAsPatient(clinic, baseURL, patientId);
  try {
    const clearance = `/api/patients/${patientId}/programmes/${programmeId}/home-clearance`;
    await ok(await clinic.put(clearance, { data: { homeCleared: true } }));
    for (const options of sessions) {
      const body = makeSessionBody(patientId, options);
      await ok(await phone.put(`/api/home/sessions/${randomUUID()}`, { data: body }));
    }
  } finally {
    await phone.dispose();
  }
}
