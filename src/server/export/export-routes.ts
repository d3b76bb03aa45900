/** /api/export: everything in the workspace as one JSON file (LGPD); a clinic's for its admins. */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { canManageClinic } from '../../common/clinic/clinic-roles.js';
import { timeZoneQuerySchema } from '../../common/dates/time-zone.js';
import { dateInZone } from '../../common/dates/zoned-time.js';
import type { ActivityRepository } from '../activities/activity-repository.js';
import { inWorkspace, type PreambleContext } from '../audit/route-preamble.js';
import type { HomeExportOf } from '../home/home-export.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import type { RouteAccess } from '../kernel/route-access.js';
import type { PatientRepository } from '../patients/patient-repository.js';
import { type ProgrammeExportContext, rehabilitationExport } from './programme-export.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface ExportRoutesContext
  extends PreambleContext,
    Pick<RouteAccess, 'requireUser'>,
    ProgrammeExportContext {
  activities: ActivityRepository;
  patients: PatientRepository;
  /** The zone the file's name counts its day in (workspaces/time-zone-of.ts). */
  timeZoneOf: (workspaceId: string, requested: string | undefined) => Promise<string>;
  /** Consents, check-ins and message threads (home/home-export.ts). */
  homeExportOf: HomeExportOf;
}

const exportOperation = {
  method: 'GET',
  url: apiRoutes.export,
  tag: 'export',
  summary: 'The whole workspace as one JSON file (attachment), streamed',
  description:
    "`{ format: 'ritmo-export', version: 1, exportedAt, user, patients, activities, rehabilitation, home }` (`home`: per patient, consents, check-ins and messages); a clinic's for its owner or admin only. The file is named for the day in the IANA zone `timeZone` (left out: the clinic's zone, else UTC). Audited (`workspace.export`).",
  query: timeZoneQuerySchema,
  ok: { status: 200, description: 'The export file' },
  refusals: [403],
} as const satisfies ApiOperation;

export function registerExportRoutes(app: FastifyInstance, ctx: ExportRoutesContext): void {
  addRoute(
    app,
    exportOperation,
    inWorkspace(
      ctx,
      exportOperation,
      'read',
      async ({ workspaceId, access, audit, query }, request, reply) => {
        const { role, kind } = access;
        // A clinic's whole dataset goes only to those who manage the clinic.
        if (kind === 'clinic' && !canManageClinic(role)) {
          throw new HttpError(403, 'forbidden', 'Only a clinic owner or admin can export its data');
        }
        const user = await ctx.requireUser(request);
        const patients = await ctx.patients.list(workspaceId, true);
        const activities = ctx.activities;
        const rehabilitation = await rehabilitationExport(ctx, workspaceId, patients);
        const home = await ctx.homeExportOf(workspaceId);
        // Recorded before the stream starts: once bytes are sent the export has been read.
        await audit({ action: 'workspace.export' });
        // Streamed: an account with years of sessions must not be built in memory at once.
        async function* json() {
          yield `{"format":"ritmo-export","version":1,"exportedAt":${Date.now()},"user":${JSON.stringify(user)},`;
          yield `"patients":${JSON.stringify(patients)},"activities":[`;
          let first = true;
          for await (const batch of activities.allWhole(workspaceId)) {
            for (const activity of batch) {
              yield (first ? '' : ',') + JSON.stringify(activity);
              first = false;
            }
          }
          yield `],"rehabilitation":${JSON.stringify(rehabilitation)},"home":${JSON.stringify(home)}}`;
        }
        const day = dateInZone(Date.now(), await ctx.timeZoneOf(workspaceId, query.timeZone));
        return reply
          .type('application/json')
          .header('content-disposition', `attachment; filename="ritmo-export-${day}.json"`)
          .send(Readable.from(json()));
      },
    ),
  );
}
