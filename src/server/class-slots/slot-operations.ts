/** The class slots' operations (PRODUCT.md section 13), declared once for routes and document. */
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import { timeZoneQuerySchema } from '../../common/dates/time-zone.js';
import {
  attendanceMarkInputSchema,
  attendanceMarkSchema,
  classSlotInputSchema,
  classSlotListSchema,
  classSlotResponseSchema,
  enrolmentParamsSchema,
  missedSessionsAnswerSchema,
  missedSessionsQuerySchema,
  slotDayParamsSchema,
  slotDayPatientParamsSchema,
  slotDaySchema,
  slotDaySchemaAnswer,
  slotParamsSchema,
} from '../../common/schemas/class-slot.js';
import type { ApiOperation } from '../kernel/api-operation.js';

/** PUT enrolment's optional body: the first day the patient is expected (default today). */
export const enrolmentBodySchema = z.object({ since: slotDaySchema.optional() }).optional();

export const slotOps = {
  list: {
    method: 'GET',
    url: apiRoutes.classSlots,
    tag: 'schedule',
    summary: "The clinic's recurring class slots",
    description: 'Every role; no clinical data.',
    ok: { status: 200, description: '`{ slots }`', schema: classSlotListSchema },
    refusals: [403],
  },
  get: {
    method: 'GET',
    url: apiRoutes.classSlot,
    tag: 'schedule',
    summary: 'One class slot',
    params: slotParamsSchema,
    ok: { status: 200, description: '`{ slot }`', schema: classSlotResponseSchema },
    refusals: [403, 404],
  },
  put: {
    method: 'PUT',
    url: apiRoutes.classSlot,
    tag: 'schedule',
    summary: 'Create or change a class slot',
    description:
      'Owner or admin. `If-Match` with the stored version to change one; staff must be members of the clinic (400 naming `body.staffIds.N`).',
    params: slotParamsSchema,
    body: classSlotInputSchema,
    conditions: ['if-match'],
    ok: { status: 200, description: '`{ slot }` as stored', schema: classSlotResponseSchema },
    refusals: [403, 409],
  },
  remove: {
    method: 'DELETE',
    url: apiRoutes.classSlot,
    tag: 'schedule',
    summary: 'Delete a class slot',
    description: 'Owner or admin.',
    params: slotParamsSchema,
    conditions: ['if-match'],
    ok: { status: 204, description: 'Deleted' },
    refusals: [403, 404, 409],
  },
  enrol: {
    method: 'PUT',
    url: apiRoutes.slotEnrolment,
    tag: 'schedule',
    summary: 'Expect a patient in a slot',
    description:
      "Front desk and above. `since` left out: today in the IANA zone `timeZone` (left out: the clinic's zone, else UTC). A full slot answers 409. Audited.",
    params: enrolmentParamsSchema,
    query: timeZoneQuerySchema,
    body: enrolmentBodySchema,
    bodyOptional: true,
    ok: { status: 200, description: '`{ slot }`', schema: classSlotResponseSchema },
    refusals: [403, 404, 409],
  },
  unenrol: {
    method: 'DELETE',
    url: apiRoutes.slotEnrolment,
    tag: 'schedule',
    summary: 'No longer expect a patient in a slot',
    description: 'Front desk and above. Audited.',
    params: enrolmentParamsSchema,
    ok: { status: 204, description: 'Removed' },
    refusals: [403, 404],
  },
  day: {
    method: 'GET',
    url: apiRoutes.slotDay,
    tag: 'schedule',
    summary: "A slot's day: who is expected and their status",
    description: 'Names and statuses only. Audited as a read (`slot.day.read`).',
    params: slotDayParamsSchema,
    ok: { status: 200, description: '`{ slot, date, patients }`', schema: slotDaySchemaAnswer },
    refusals: [403, 404],
  },
  mark: {
    method: 'PUT',
    url: apiRoutes.slotDayPatient,
    tag: 'schedule',
    summary: 'Check a patient in, or record an absence (with its reason) or a no-show',
    description: 'Front desk and above; the date a day of the slot and not in the future. Audited.',
    params: slotDayPatientParamsSchema,
    body: attendanceMarkInputSchema,
    ok: {
      status: 200,
      description: '`{ mark }`',
      schema: z.object({ mark: attendanceMarkSchema }),
    },
    refusals: [403, 404],
  },
  missed: {
    method: 'GET',
    url: apiRoutes.missedSessions,
    tag: 'schedule',
    summary: 'Patients who missed their last two expected sessions (the follow-up call)',
    description:
      "Names and the days missed. `date` left out: today in the IANA zone `timeZone` (left out: the clinic's zone, else UTC). Audited as a read.",
    query: missedSessionsQuerySchema,
    ok: { status: 200, description: '`{ patients }`', schema: missedSessionsAnswerSchema },
    refusals: [403],
  },
} as const satisfies Record<string, ApiOperation>;
