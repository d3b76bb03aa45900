/**
 * /api/attendance: the sessions recorded in a class (patient, class, start and end), newest
 * first, for every role of the workspace, the front desk included. Only those columns are read:
 * no samples, events, notes or summaries leave the database here. Each read is in the audit trail
 * (`attendance.read`, naming the patients listed): who was in which class is health data too.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  ATTENDANCE_LIMIT,
  type AttendanceEntry,
  attendanceAnswerSchema,
  attendanceQuerySchema,
} from '../../common/schemas/attendance.js';
import { inWorkspace, type PreambleContext } from '../audit/route-preamble.js';
import type { DataSchema } from '../db/schema.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface AttendanceRoutesContext extends PreambleContext {}

const attendanceOperation = {
  method: 'GET',
  url: apiRoutes.attendance,
  tag: 'clinic',
  summary: 'Who attended which class and when, newest first',
  description: `Every role, the front desk too; at most ${ATTENDANCE_LIMIT} entries, no readings. Audited (\`attendance.read\`, naming the patients listed).`,
  query: attendanceQuerySchema,
  ok: { status: 200, description: '`{ attendance }`', schema: attendanceAnswerSchema },
  refusals: [403],
} as const satisfies ApiOperation;

export function registerAttendanceRoutes(
  app: FastifyInstance,
  ctx: AttendanceRoutesContext,
  db: Kysely<DataSchema>,
): void {
  addRoute(
    app,
    attendanceOperation,
    inWorkspace(
      ctx,
      attendanceOperation,
      'directory',
      async ({ workspaceId, query: range, audit }) => {
        const { from, to } = range;
        let query = db
          .selectFrom('activities')
          .select(['class_id', 'patient_id', 'started_at', 'ended_at'])
          .where('workspace_id', '=', workspaceId)
          .where('class_id', 'is not', null)
          .where('deleted_at', 'is', null);
        if (from !== undefined) query = query.where('started_at', '>=', from);
        if (to !== undefined) query = query.where('started_at', '<', to);
        const rows = await query.orderBy('started_at', 'desc').limit(ATTENDANCE_LIMIT).execute();
        const attendance: AttendanceEntry[] = rows.map((row) => ({
          classId: row.class_id ?? '',
          patientId: row.patient_id,
          startedAt: Number(row.started_at),
          endedAt: Number(row.ended_at),
        }));
        const patientIds = [...new Set(attendance.map((entry) => entry.patientId))].sort();
        await audit({ action: 'attendance.read', patientIds });
        return { attendance };
      },
    ),
  );
}
