/**
 * The chart's timeline: every dated thing in the patient's record, newest first — sessions,
 * assessments, prescription versions, reviews, the programmes' starts and their discharges, and the
 * messages between the clinic and the patient (home sessions). Pure, so the order is
 * unit-tested. Dates without a time (an assessment's, a programme's start) count from local noon
 * and midnight: an assessment of today sorts after this morning's session start, a start first.
 */
import { onDeviceClock } from '../../../common/dates/calendar-date';
import type { ActivityListItem } from '../../../common/schemas/activity';
import type { HomeMessage } from '../../../common/schemas/home-message';
import type { Review } from '../../../common/schemas/review';
import type {
  ChartAssessment,
  ChartPrescription,
  ChartProgramme,
  ProgrammeRecords,
} from '../records';

export type TimelineEntry = { key: string; at: number } & (
  | { kind: 'session'; session: ActivityListItem }
  | { kind: 'assessment'; assessment: ChartAssessment }
  | { kind: 'prescription'; prescription: ChartPrescription }
  | { kind: 'review'; review: Review }
  | { kind: 'programme'; programme: ChartProgramme }
  | { kind: 'discharge'; programme: ChartProgramme }
  | { kind: 'message'; message: HomeMessage }
);

/** An ISO date (YYYY-MM-DD) at `hour` local time. */
const localTime = (isoDate: string, hour: number): number => onDeviceClock(isoDate, hour);

export function timelineEntries(
  records: Pick<ProgrammeRecords, 'programmes' | 'assessments' | 'prescriptions' | 'reviews'>,
  sessions: readonly ActivityListItem[],
  messages: readonly HomeMessage[] = [],
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...sessions.map((session) => ({
      kind: 'session' as const,
      key: `session:${session.activityId}`,
      at: session.startedAt,
      session,
    })),
    ...records.assessments.map((assessment) => ({
      kind: 'assessment' as const,
      key: `assessment:${assessment.assessmentId}`,
      at: localTime(assessment.date, 12),
      assessment,
    })),
    ...records.programmes.map((programme) => ({
      kind: 'programme' as const,
      key: `programme:${programme.programmeId}`,
      at: localTime(programme.startDate, 0),
      programme,
    })),
  ];
  // A discharge is the programme's last write: only POST …/discharge sets the status, stamping
  // who and when, and a discharged programme takes no further change (it is read-only).
  for (const programme of records.programmes) {
    if (programme.status !== 'discharged') continue;
    const key = `discharge:${programme.programmeId}`;
    entries.push({ kind: 'discharge', key, at: programme.updatedAt, programme });
  }
  for (const [programmeId, versions] of Object.entries(records.prescriptions)) {
    for (const prescription of versions) {
      const key = `prescription:${programmeId}:${prescription.version}`;
      entries.push({ kind: 'prescription', key, at: prescription.createdAt, prescription });
    }
  }
  for (const { reviews } of Object.values(records.reviews)) {
    for (const review of reviews) {
      entries.push({ kind: 'review', key: `review:${review.reviewId}`, at: review.at, review });
    }
  }
  for (const message of messages) {
    const key = `message:${message.messageId}`;
    entries.push({ kind: 'message', key, at: message.createdAt, message });
  }
  return entries.sort((a, b) => b.at - a.at);
}
