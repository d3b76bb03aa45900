/**
 * Who a `/api/home/*` request is: the signed-in account's link to one patient of one clinic
 * (home_links), read on every request, so a revocation ends access on the next one. The link is
 * never a clinic membership: workspace-access.ts does not read it, so a patient user reaches no
 * clinic route, and the home routes take the clinic and patient only from the link, never from
 * the request.
 */
import type { FastifyRequest } from 'fastify';
import type { Patient } from '../../common/schemas/patient.js';
import { type Actor, actorOf } from '../audit/actor.js';
import { HttpError } from '../kernel/http-error.js';
import type { RequireUser } from '../kernel/route-access.js';
import type { HomeAccessRepository, StoredLink } from './home-access-repository.js';

export interface PatientUserContext {
  requireUser: RequireUser;
  homeAccess: Pick<HomeAccessRepository, 'linkOf'>;
  patients: { get(workspaceId: string, patientId: string): Promise<Patient | null> };
}

export interface PatientUser {
  link: StoredLink;
  /** Null once the record is archived. */
  patient: Patient | null;
  actor: Actor;
  /** The clinic revoked the access, or archived the patient. */
  revoked: boolean;
}

/** A refusal of the home routes, with the reason the patient's screen explains. */
export function notAllowed(reason: string, message: string): HttpError {
  return new HttpError(403, 'home_not_allowed', message, [{ field: 'reason', message: reason }]);
}

/** The request's patient user, revoked or not; 403 for an account linked to no patient. */
export async function patientUserOf(
  ctx: PatientUserContext,
  request: FastifyRequest,
): Promise<PatientUser> {
  const user = await ctx.requireUser(request);
  const link = await ctx.homeAccess.linkOf(user.id);
  if (!link) {
    throw new HttpError(403, 'forbidden', 'This account is not linked to a patient of a clinic');
  }
  const found = await ctx.patients.get(link.workspaceId, link.patientId);
  const patient = found && found.archivedAt === null ? found : null;
  const revoked = link.revokedAt !== null || patient === null;
  return { link, patient, actor: actorOf(request), revoked };
}

/** The same, refused (403 `revoked`) once the clinic ended the access. */
export async function livePatientUserOf(
  ctx: PatientUserContext,
  request: FastifyRequest,
): Promise<PatientUser & { patient: Patient }> {
  const patientUser = await patientUserOf(ctx, request);
  if (patientUser.revoked || !patientUser.patient) {
    throw notAllowed('revoked', 'The clinic ended your home access');
  }
  return { ...patientUser, patient: patientUser.patient };
}
