/**
 * POST /api/patient-transfers: a clinician moves chosen patients, with all their sessions, from
 * their personal workspace into a clinic where they may write. The source is always the caller's
 * own personal workspace, never a client-sent id; the destination is checked for membership.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { canWriteRecords } from '../../common/clinic/clinic-roles.js';
import { patientTransferSchema } from '../../common/schemas/transfer.js';
import { actorOf } from '../audit/actor.js';
import { HttpError } from '../kernel/http-error.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import { transferPatients } from './patient-transfer.js';
import type { WorkspaceRepository } from './workspace-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface TransferRoutesContext
  extends Pick<RouteAccess, 'requireUser' | 'roleInClinic' | 'twoFactorOwedIn'> {
  workspaces: WorkspaceRepository;
}

export function registerTransferRoutes(app: FastifyInstance, ctx: TransferRoutesContext): void {
  app.post(apiRoutes.patientTransfers, async (request) => {
    const user = await ctx.requireUser(request);
    const { clinicId, patientIds } = parseInput(patientTransferSchema, request.body, 'body');
    const role = await ctx.roleInClinic(clinicId, user.id);
    // A clinic the user is not in answers like one that does not exist.
    if (!role) throw new HttpError(404, 'not_found', 'Clinic not found');
    if (!canWriteRecords(role)) {
      throw new HttpError(
        403,
        'forbidden',
        'Your role in this clinic does not allow adding patients',
      );
    }
    // The clinic's "members must use two-factor" holds for what is brought into it too.
    if (await ctx.twoFactorOwedIn(request, clinicId)) {
      throw new HttpError(
        403,
        'two_factor_required',
        'This clinic requires two-factor sign-in: set it up in Settings → Account first',
      );
    }
    await ctx.workspaces.ensure(clinicId);
    const moved = await transferPatients(app.dataDb, {
      from: user.id,
      to: clinicId,
      patientIds,
      actor: actorOf(request),
    });
    return { moved };
  });
}
