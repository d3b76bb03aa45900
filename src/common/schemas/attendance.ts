/**
 * Class attendance: who attended which class, and when. What the front desk may see of the
 * sessions; no readings, notes or summaries.
 */
import { z } from 'zod';

export const attendanceQuerySchema = z.object({
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
});
export type AttendanceQuery = z.infer<typeof attendanceQuerySchema>;

export const attendanceEntrySchema = z.object({
  classId: z.string(),
  patientId: z.string(),
  startedAt: z.number().int(),
  endedAt: z.number().int(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

export const attendanceAnswerSchema = z.object({ attendance: z.array(attendanceEntrySchema) });

/** At most this many entries, newest first: about a year of a busy clinic's classes. */
export const ATTENDANCE_LIMIT = 5000;
