/**
 * A class slot's patients and days (PRODUCT.md section 13): enrolment
 * (`/api/class-slots/:slotId/enrolments/:patientId`), a day's list of who is expected with their
 * status (`…/days/:date`), the check-in or absence of one patient (`…/days/:date/patients/:id`)
 * and who missed their last two expected sessions (`/api/missed-sessions`). The front desk and the
 * clinicians write; a viewer reads. Names and statuses only: nothing clinical leaves here. Reads
 * naming patients are audited like the attendance list: who came to which class is health data.
 */
import type { FastifyInstance } from 'fastify';
import { todayInZone } from '../../common/dates/zoned-time.js';
import {
  daysBefore,
  FOLLOW_UP_LOOKBACK_DAYS,
  missedLastTwo,
} from '../../common/programme/adherence.js';
import { type ClassSlot, type SlotDayPatient, weekdayOf } from '../../common/schemas/class-slot.js';
import { latestTodayAnywhere } from '../../common/schemas/iso-date.js';
import { inWorkspace, type PreambleContext } from '../audit/route-preamble.js';
import { addRoute } from '../kernel/api-operation.js';
import { HttpError, notFound } from '../kernel/http-error.js';
import type { PatientRepository } from '../patients/patient-repository.js';
import type { SlotKey } from './slot-key.js';
import { slotOps } from './slot-operations.js';
import type { SlotRepository } from './slot-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface SlotDayRoutesContext extends PreambleContext {
  patients: PatientRepository;
  slots: SlotRepository;
  /** The zone a request's days are counted in (workspaces/time-zone-of.ts). */
  timeZoneOf: (workspaceId: string, requested: string | undefined) => Promise<string>;
  now: () => number;
}

const invalidDate = (message: string) =>
  new HttpError(400, 'validation_failed', 'Invalid params: params.date', [
    { field: 'params.date', message },
  ]);

export function registerSlotDayRoutes(app: FastifyInstance, ctx: SlotDayRoutesContext): void {
  /** The clinic's today: in the zone the request named, else the clinic's, else UTC. */
  const todayFor = async (workspaceId: string, requestedZone: string | undefined) =>
    todayInZone(await ctx.timeZoneOf(workspaceId, requestedZone), ctx.now());

  async function requireSlot(key: SlotKey): Promise<ClassSlot> {
    const slot = await ctx.slots.get(key);
    if (!slot) throw notFound('Class slot');
    return slot;
  }

  /** A live patient of the workspace, with the name the front desk may see; 404 otherwise. */
  async function requireLivePatient(workspaceId: string, patientId: string) {
    const patient = await ctx.patients.get(workspaceId, patientId);
    if (!patient || patient.archivedAt !== null) throw notFound('Patient');
    return patient;
  }

  const requireSlotDay = (slot: ClassSlot, date: string) => {
    if (!slot.weekdays.includes(weekdayOf(date))) throw invalidDate('is not a day of this slot');
  };

  addRoute(
    app,
    slotOps.enrol,
    inWorkspace(ctx, slotOps.enrol, 'attendance:write', async (scope, _request, reply) => {
      const { slotId, patientId } = scope.params;
      const since = scope.body?.since ?? (await todayFor(scope.workspaceId, scope.query.timeZone));
      const key = { workspaceId: scope.workspaceId, slotId };
      const slot = await requireSlot(key);
      await requireLivePatient(scope.workspaceId, patientId);
      await ctx.slots.enrol(slot, key, patientId, since, scope.actor);
      return reply.send({ slot: await requireSlot(key) });
    }),
  );

  addRoute(
    app,
    slotOps.unenrol,
    inWorkspace(ctx, slotOps.unenrol, 'attendance:write', async (scope, _request, reply) => {
      const { slotId, patientId } = scope.params;
      const key = { workspaceId: scope.workspaceId, slotId };
      const slot = await requireSlot(key);
      if (!(await ctx.slots.unenrol(slot, key, patientId, scope.actor))) {
        throw notFound('Enrolment');
      }
      return reply.status(204).send();
    }),
  );

  addRoute(
    app,
    slotOps.day,
    inWorkspace(ctx, slotOps.day, 'directory', async ({ workspaceId, params, audit }) => {
      const { slotId, date } = params;
      const key = { workspaceId, slotId };
      const slot = await requireSlot(key);
      requireSlotDay(slot, date);
      const patients = await dayPatients(ctx, key, slot, date);
      await audit({ action: 'slot.day.read', patientIds: patients.map((p) => p.patientId).sort() });
      return { slot, date, patients };
    }),
  );

  addRoute(
    app,
    slotOps.mark,
    inWorkspace(ctx, slotOps.mark, 'attendance:write', async (scope) => {
      const { params, workspaceId } = scope;
      if (params.date > latestTodayAnywhere()) throw invalidDate('must not be in the future');
      const key = { workspaceId, slotId: params.slotId };
      const slot = await requireSlot(key);
      requireSlotDay(slot, params.date);
      await requireLivePatient(workspaceId, params.patientId);
      const { date, patientId } = params;
      const mark = await ctx.slots.days.mark(key, date, patientId, scope.body, scope.actor);
      return { mark };
    }),
  );

  addRoute(
    app,
    slotOps.missed,
    inWorkspace(ctx, slotOps.missed, 'directory', async ({ workspaceId, query, audit }) => {
      const date = query.date ?? (await todayFor(workspaceId, query.timeZone));
      const patients = await missedSessions(ctx, workspaceId, date);
      await audit({
        action: 'attendance.read',
        patientIds: patients.map((p) => p.patientId).sort(),
      });
      return { patients };
    }),
  );
}

/** Who missed their last two expected sessions up to `date`, live patients only, by name. */
async function missedSessions(ctx: SlotDayRoutesContext, workspaceId: string, date: string) {
  const from = daysBefore(date, FOLLOW_UP_LOOKBACK_DAYS);
  const missed = missedLastTwo({
    slots: await ctx.slots.list(workspaceId),
    enrolments: await ctx.slots.enrolments(workspaceId),
    marks: await ctx.slots.days.between(workspaceId, from, date),
    today: date,
  });
  const live = (await ctx.patients.list(workspaceId, false)).filter((p) => missed.has(p.patientId));
  return live.map(({ patientId, patientName, phone }) => ({
    patientId,
    patientName,
    phone: phone ?? null,
    missed: missed.get(patientId) ?? [],
  }));
}

/** Who is expected on a slot's day (enrolled, or recorded that day), by name, with their mark. */
async function dayPatients(
  ctx: SlotDayRoutesContext,
  key: SlotKey,
  slot: ClassSlot,
  date: string,
): Promise<SlotDayPatient[]> {
  const marks = await ctx.slots.days.day(key, date);
  const names = new Map(
    (await ctx.patients.list(key.workspaceId, true)).map((p) => [p.patientId, p]),
  );
  const ids = [...new Set([...slot.enrolled, ...marks.map((m) => m.patientId)])];
  const patients: SlotDayPatient[] = ids.flatMap((patientId) => {
    const patient = names.get(patientId);
    const mark = marks.find((m) => m.patientId === patientId);
    // An archived patient still enrolled is no longer expected; one recorded that day stays.
    if (!patient || (patient.archivedAt !== null && !mark)) return [];
    const { status, reason, at, by } = mark ?? {};
    return [
      {
        patientId,
        patientName: patient.patientName,
        enrolled: slot.enrolled.includes(patientId),
        mark: status && at !== undefined && by ? { status, reason: reason ?? null, at, by } : null,
      },
    ];
  });
  return patients.sort((a, b) => a.patientName.localeCompare(b.patientName, 'pt-BR'));
}
