/**
 * The front desk registers patients (PRODUCT.md section 13): `PUT /api/patients/:patientId` with
 * identification and contact only (name; birth date, sex and phone when given). A clinical field in the body
 * (`clinicalProfile`, `restingHr`, `notes`) is a 403, and what the body leaves out keeps its
 * stored value, so a receptionist's edit never erases what the clinicians recorded. The answer,
 * a conflict's included, carries only what the front desk may see (names and ids).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type FrontDeskPatient,
  type Patient,
  type PatientInputParsed,
  patientInputSchema,
} from '../../common/schemas/patient.js';
import { actorOf } from '../audit/actor.js';
import type { WriteCondition } from '../db/versioned-upsert.js';
import { HttpError } from '../kernel/http-error.js';
import { AlreadyExists, VersionConflict } from '../kernel/if-match.js';
import { parseInput } from '../kernel/validate.js';
import type { PatientRepository } from './patient-repository.js';

/** Fields of the clinical record the front desk may neither read nor write (SBIS S-RES). */
const CLINICAL_FIELDS = ['clinicalProfile', 'restingHr', 'notes'] as const;

/** The front desk's view of a patient: name and phone, nothing of the record (README, roles). */
export function frontDeskView({ patientId, patientName, phone }: Patient): FrontDeskPatient {
  return { patientId, patientName, phone: phone ?? null };
}

function refuseClinicalFields(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const sent = CLINICAL_FIELDS.filter((field) => field in body);
  if (sent.length === 0) return;
  throw new HttpError(
    403,
    'forbidden',
    'The front desk registers identification only, never the clinical record',
    sent.map((field) => ({ field: `body.${field}`, message: 'is clinical data' })),
  );
}

/** The stored patient with the identification the body sends laid over it. */
function mergedInput(
  stored: Patient,
  parsed: PatientInputParsed,
  body: object,
): PatientInputParsed {
  return {
    patientName: parsed.patientName,
    birthDate: 'birthDate' in body ? parsed.birthDate : stored.birthDate,
    sex: 'sex' in body ? parsed.sex : stored.sex,
    phone: 'phone' in body ? parsed.phone : stored.phone,
    restingHr: stored.restingHr,
    notes: stored.notes,
  };
}

export async function registerAtFrontDesk(
  request: FastifyRequest,
  reply: FastifyReply,
  patients: PatientRepository,
  target: { workspaceId: string; patientId: string; condition?: WriteCondition },
) {
  refuseClinicalFields(request.body);
  const parsed = parseInput(patientInputSchema, request.body, 'body');
  const { workspaceId, patientId, condition } = target;
  const stored = await patients.get(workspaceId, patientId);
  const body = request.body as object;
  const input = stored ? mergedInput(stored, parsed, body) : { ...parsed, notes: '' };
  try {
    const patient = await patients.upsert(
      workspaceId,
      patientId,
      input,
      actorOf(request),
      condition,
    );
    return { patient: frontDeskView(patient) };
  } catch (error) {
    if (!(error instanceof VersionConflict || error instanceof AlreadyExists)) throw error;
    const current = error.current as Patient | null;
    const { code, message, details } = error;
    return reply
      .status(409)
      .send({ error: { code, message, details }, current: current && frontDeskView(current) });
  }
}
