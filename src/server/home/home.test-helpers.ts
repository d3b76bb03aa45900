/**
 * The home tests' scene: a clinic (owner Olga, a physician; member Marta) with patient P-1 and a
 * patient user linked to it through a code, as the web app does it. The app's clock is `clock.now`.
 */
import { expect } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { signPlan } from '../test/review-signing.js';
import {
  type DatabaseKind,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';

export interface HomeScene {
  server: TestServer;
  clock: { now: number };
  owner: Clinician;
  member: Clinician;
  clinicId: string;
  /** Linked to P-1. */
  patient: Clinician;
}

/** A new account linked to the patient through a fresh code. */
export async function linkPatientUser(
  server: TestServer,
  member: TestClient,
  patientId: string,
  name = 'Maria em casa',
): Promise<Clinician> {
  const made = await member.post(apiPaths.homeAccess(patientId), {});
  expect(made.status).toBe(201);
  const patient = (await server.signUp(name)) as Clinician;
  expect((await patient.post(apiPaths.homeJoin(), { code: made.body.code })).status).toBe(200);
  return patient;
}

export async function startHomeScene(
  kind: DatabaseKind,
  clock = { now: Date.UTC(2026, 10, 18, 12) },
  env: Record<string, string> = {},
): Promise<HomeScene> {
  const server = await startTestServer(kind, env, { now: () => clock.now });
  const owner = (await server.signUp('Dra. Olga')) as Clinician;
  const clinicId = await createClinic(owner, 'Clínica Casa');
  const member = await newMember(server, owner, clinicId, 'member', 'Fisio Marta');
  expect((await owner.put(apiPaths.patient('P-1'), makePatient())).status).toBe(200);
  const patient = await linkPatientUser(server, member, 'P-1');
  return { server, clock, owner, member, clinicId, patient };
}

/** The patient user accepts the consent in force. */
export async function acceptConsent(patient: TestClient): Promise<void> {
  const consent = await patient.get(apiPaths.homeConsent());
  const accepted = await patient.post(apiPaths.homeConsent(), { sha256: consent.body.sha256 });
  expect(accepted.status).toBe(200);
}

/**
 * Brings P-1 to a day that allows home sessions: the patient's consent, an exercise test, a
 * low-risk programme (3 a week) with a prescription signed by the owner, marked physician.
 */
export async function readyForHome(scene: HomeScene): Promise<void> {
  const { owner, member } = scene;
  await acceptConsent(scene.patient);
  const marked = await owner.put(apiPaths.clinician(owner.userId), {
    physician: true,
    registration: 'CRM-SP 123456',
  });
  expect(marked.status).toBe(200);
  await member.put(apiPaths.patientAssessment('P-1', 'ET-1'), makeExerciseTest());
  const programme = makeProgramme({ riskClass: 'low' });
  expect((await member.put(apiPaths.patientProgramme('P-1', 'PR-1'), programme)).status).toBe(200);
  await member.put(apiPaths.programmePrescription('P-1', 'PR-1'), makePrescription());
  expect((await signPlan(owner, apiPaths.programmeReviews('P-1', 'PR-1'))).status).toBe(201);
  expect((await scene.patient.get(apiPaths.homeToday())).body.allowed).toBe(true);
}
