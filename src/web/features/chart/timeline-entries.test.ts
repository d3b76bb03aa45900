import { describe, expect, it } from 'vitest';
import type { ActivityListItem } from '../../../common/schemas/activity';
import {
  makeExerciseTest,
  makePrescription,
  makeProgramme,
} from './programme-records.test-helpers';
import { timelineEntries } from './timeline-entries';

const at = (iso: string) => new Date(iso).getTime();
const session = (activityId: string, startedAt: number) =>
  ({ activityId, startedAt }) as ActivityListItem;
const review = {
  reviewId: 'V-1',
  at: at('2026-01-20T10:00:00'),
  note: 'Progressing well',
  signed: true,
  by: { id: 'd-1', name: 'Dr Lima' },
  registration: 'CRM-SP 123456',
  planSha256: 'abc',
  changedSinceSigned: false,
  signedInWorkspace: 'this' as const,
};

describe('the chart timeline', () => {
  it('lists sessions, assessments, prescription versions, reviews and the start, newest first', () => {
    const entries = timelineEntries(
      {
        programmes: [
          { ...makeProgramme({ startDate: '2026-01-12' }), unsynced: false, prescription: null },
        ],
        assessments: [{ ...makeExerciseTest({ date: '2026-01-10' }), unsynced: false }],
        prescriptions: {
          'R-1': [
            {
              ...makePrescription({ version: 2, createdAt: at('2026-01-21T09:00:00') }),
              unsynced: false,
            },
            {
              ...makePrescription({ version: 1, createdAt: at('2026-01-11T09:00:00') }),
              unsynced: false,
            },
          ],
        },
        reviews: { 'R-1': { reviews: [review], planSha256: 'abc' } },
      },
      [session('S-2', at('2026-01-14T08:00:00')), session('S-1', at('2026-01-12T08:00:00'))],
    );
    expect(entries.map((entry) => entry.key)).toEqual([
      'prescription:R-1:2',
      'review:V-1',
      'session:S-2',
      'session:S-1',
      'programme:R-1',
      'prescription:R-1:1',
      'assessment:T-1',
    ]);
  });

  it('puts an assessment of a day after that morning’s session', () => {
    const entries = timelineEntries(
      {
        programmes: [],
        assessments: [{ ...makeExerciseTest({ date: '2026-01-14' }), unsynced: false }],
        prescriptions: {},
        reviews: {},
      },
      [session('S-1', at('2026-01-14T08:00:00'))],
    );
    expect(entries.map((entry) => entry.kind)).toEqual(['assessment', 'session']);
  });
});
