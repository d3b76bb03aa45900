/**
 * POST /api/patient-transfers: a clinician moves chosen patients, with all their sessions, from
 * their personal workspace into a clinic where they may write. The source is always the caller's
 * own personal workspace, never a client-sent id; the destination is checked for membership.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { canWriteRecords } from '../../common/clinic/clinic-roles.js';
import {
  patientTransferResultSchema,
  patientTransferSchema,
} from '../../common/schemas/transfer.js';
import { actorOf } from '../audit/actor.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
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

const transferOperation = {
  method: 'POST',
  url: apiRoutes.patientTransfers,
  tag: 'patients',
  summary: 'Move personal patients, with their sessions and programmes, into a clinic',
  description:
    "From the caller's own personal workspace into a clinic where they may write; a clinic they are not in answers 404; one that requires two-factor of a caller without it, 403 `two_factor_required`.",
  body: patientTransferSchema,
  ok: { status: 200, description: '`{ moved }`', schema: patientTransferResultSchema },
  refusals: [403, 404, 409],
} as const satisfies ApiOperation;

export function registerTransferRoutes(app: FastifyInstance, ctx: TransferRoutesContext): void {
  addRoute(app, transferOperation, async (request) => {
    const user = await ctx.requireUser(request);
    const { clinicId, patientIds } = parseInput(transferOperation.body, request.body, 'body');
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
