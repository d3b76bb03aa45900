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
import { HttpError } from '../http/http-error.js';
import type { RouteContext } from '../http/route-context.js';
import { parseInput } from '../http/validate.js';
import { auditCsvHeader, auditCsvLines } from './audit-csv.js';

export function registerAuditRoutes(app: FastifyInstance, ctx: RouteContext): void {
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
