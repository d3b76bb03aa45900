/**
 * The clinic week's calls (PRODUCT.md section 13): slots, enrolments, a slot's day and its
 * check-ins, and the follow-up list. Online only: the front desk works at the clinic's desk.
 */
import { apiPaths } from '../../../common/api/api-paths';
import {
  type AttendanceMarkInput,
  type ClassSlot,
  type ClassSlotInput,
  classSlotListSchema,
  classSlotResponseSchema,
  missedSessionsAnswerSchema,
  type SlotDay,
  slotDaySchemaAnswer,
} from '../../../common/schemas/class-slot';
import { apiRequest } from '../../lib/api-client';

export async function loadSlots(): Promise<ClassSlot[]> {
  return (await apiRequest(apiPaths.classSlots(), { schema: classSlotListSchema })).slots;
}

/** Creates a slot, or changes one over `version` (`If-Match`). */
export async function saveSlot(
  slotId: string,
  input: ClassSlotInput,
  version?: number,
): Promise<ClassSlot> {
  const headers: Record<string, string> = version ? { 'if-match': `"${version}"` } : {};
  const answer = await apiRequest(apiPaths.classSlot(slotId), {
    method: 'PUT',
    body: input,
    headers,
    schema: classSlotResponseSchema,
  });
  return answer.slot;
}

export function deleteSlot(slotId: string, version: number): Promise<undefined> {
  return apiRequest(apiPaths.classSlot(slotId), {
    method: 'DELETE',
    headers: { 'if-match': `"${version}"` },
  });
}

export async function enrol(slotId: string, patientId: string, since: string): Promise<void> {
  await apiRequest(apiPaths.slotEnrolment(slotId, patientId), {
    method: 'PUT',
    body: { since },
    schema: classSlotResponseSchema,
  });
}

export function unenrol(slotId: string, patientId: string): Promise<undefined> {
  return apiRequest(apiPaths.slotEnrolment(slotId, patientId), { method: 'DELETE' });
}

export function loadSlotDay(slotId: string, date: string): Promise<SlotDay> {
  return apiRequest(apiPaths.slotDay(slotId, date), { schema: slotDaySchemaAnswer });
}

export async function markAttendance(
  slotId: string,
  date: string,
  patientId: string,
  mark: AttendanceMarkInput,
): Promise<void> {
  await apiRequest(apiPaths.slotDayPatient(slotId, date, patientId), {
    method: 'PUT',
    body: mark,
  });
}

export async function loadMissedSessions(date: string) {
  const answer = await apiRequest(apiPaths.missedSessions(date), {
    schema: missedSessionsAnswerSchema,
  });
  return answer.patients;
}
