/** The patient a `/api/patients/:patientId…` URL names, in the workspace; 400 or 404 otherwise. */
import { type Patient, patientParamsSchema } from '../../common/schemas/patient.js';
import { notFound } from '../kernel/http-error.js';
import { parseInput } from '../kernel/validate.js';
import type { PatientRepository } from './patient-repository.js';

export async function requirePatient(
  patients: PatientRepository,
  workspaceId: string,
  params: unknown,
): Promise<Patient> {
  const { patientId } = parseInput(patientParamsSchema, params, 'params');
  const patient = await patients.get(workspaceId, patientId);
  if (!patient) throw notFound('Patient');
  return patient;
}
