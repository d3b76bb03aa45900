/**
 * /api/audit and /api/audit.csv: the workspace's audit trail, newest first, for a clinic's owner
 * or admin (a personal workspace's owner reads their own). Read-only: no route changes an event.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { canManageClinic } from '../../common/clinic/clinic-roles.js';
import { csvFormatQuerySchema } from '../../common/csv/csv-format-query.js';
import { dateInZone } from '../../common/dates/zoned-time.js';
import {
  auditFiltersSchema,
  auditPageSchema,
  auditQuerySchema,
} from '../../common/schemas/audit.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import { auditCsvHeader, auditCsvLines } from './audit-csv.js';
import type { AuditRepository } from './audit-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface AuditRoutesContext extends Pick<RouteAccess, 'accessFor'> {
  audit: AuditRepository;
}

const ops = {
  page: {
    method: 'GET',
    url: apiRoutes.audit,
    tag: 'audit',
    summary: "The workspace's audit trail, newest first, a page at a time",
    description: "A clinic's owner or admin (a personal workspace's owner reads their own).",
    query: auditQuerySchema,
    ok: { status: 200, description: '`{ events, nextCursor }`', schema: auditPageSchema },
    refusals: [403],
  },
  csv: {
    method: 'GET',
    url: apiRoutes.auditCsv,
    tag: 'audit',
    summary: 'The same trail as a CSV file (attachment), streamed',
    description: 'Times in `tz` (an IANA zone, UTC by default); `dialect` picks separators.',
    query: auditFiltersSchema.and(csvFormatQuerySchema),
    ok: { status: 200, description: 'The CSV file', contentType: 'text/csv' },
    refusals: [403],
  },
} as const satisfies Record<string, ApiOperation>;

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

  addRoute(app, ops.page, async (request) => {
    const workspaceId = await auditorWorkspace(request);
    const query = parseInput(ops.page.query, request.query, 'query');
    return ctx.audit.page(workspaceId, query);
  });

  addRoute(app, ops.csv, async (request, reply) => {
    const workspaceId = await auditorWorkspace(request);
    const { dialect, tz, ...filters } = parseInput(ops.csv.query, request.query, 'query');
    const events = ctx.audit.all(workspaceId, filters);
    // Streamed: years of a clinic's reads must not be built in memory at once.
    async function* csv() {
      yield auditCsvHeader(workspaceId, { dialect, tz }, Date.now());
      for await (const batch of events) yield auditCsvLines(batch, { dialect, tz });
    }
    // The file is named for the reader's day, the zone its times are written in.
    const day = dateInZone(Date.now(), tz);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ritmo-audit-${day}.csv"`)
      .send(Readable.from(csv()));
  });
}
