/**
 * /api/audit and /api/audit.csv: the workspace's audit trail, newest first, for a clinic's owner
 * or admin (a personal workspace's owner reads their own). Read-only: no route changes an event.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { canManageClinic } from '../../common/clinic/clinic-roles.js';
import { csvFormatQuerySchema } from '../../common/csv/csv-format-query.js';
import { auditFiltersSchema, auditQuerySchema } from '../../common/schemas/audit.js';
import { HttpError } from '../kernel/http-error.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import { auditCsvHeader, auditCsvLines } from './audit-csv.js';
import type { AuditRepository } from './audit-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface AuditRoutesContext extends Pick<RouteAccess, 'accessFor'> {
  audit: AuditRepository;
}

export function registerAuditRoutes(app: FastifyInstance, ctx: AuditRoutesContext): void {
  async function auditorWorkspace(request: FastifyRequest): Promise<string> {
    const { workspaceId, role } = await ctx.accessFor(request, 'read');
    if (!canManageClinic(role)) {
      throw new HttpError(
        403,
        'forbidden',
        'Only a clinic owner or admin can read its audit trail',
      );
    }
    return workspaceId;
  }

  app.get(apiRoutes.audit, async (request) => {
    const workspaceId = await auditorWorkspace(request);
    const query = parseInput(auditQuerySchema, request.query, 'query');
    return ctx.audit.page(workspaceId, query);
  });

  app.get(apiRoutes.auditCsv, async (request, reply) => {
    const workspaceId = await auditorWorkspace(request);
    const query = auditFiltersSchema.and(csvFormatQuerySchema);
    const { dialect, tz, ...filters } = parseInput(query, request.query, 'query');
    const events = ctx.audit.all(workspaceId, filters);
    // Streamed: years of a clinic's reads must not be built in memory at once.
    async function* csv() {
      yield auditCsvHeader(workspaceId, { dialect, tz }, Date.now());
      for await (const batch of events) yield auditCsvLines(batch, { dialect, tz });
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ritmo-audit-${day}.csv"`)
      .send(Readable.from(csv()));
  });
}
