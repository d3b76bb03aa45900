import { describe, expect, it } from 'vitest';
import { weeklyEnrolmentOf } from './weekly-enrolment.js';

const MON_WED_FRI = { slotId: 'S-8', weekdays: [1, 3, 5], enrolled: [] as string[] };
const TUE_THU = { slotId: 'S-10', weekdays: [2, 4], enrolled: [] as string[] };

describe('weekly sessions to enrol a patient in', () => {
  it('a programme of 3 a week and nothing enrolled: 3 more, and the Mon/Wed/Fri slot gives 3', () => {
    expect(weeklyEnrolmentOf(3, 'P-1', 'S-8', [MON_WED_FRI, TUE_THU])).toEqual({
      prescribed: 3,
      enrolledPerWeek: 0,
      thisSlotPerWeek: 3,
      remaining: 3,
    });
  });

  it('counts the weekdays of the other slots they are in, never below 0 left', () => {
    const inTueThu = { ...TUE_THU, enrolled: ['P-1'] };
    expect(weeklyEnrolmentOf(3, 'P-1', 'S-8', [MON_WED_FRI, inTueThu])).toMatchObject({
      enrolledPerWeek: 2,
      remaining: 1,
    });
    expect(weeklyEnrolmentOf(2, 'P-1', 'S-8', [MON_WED_FRI, inTueThu]).remaining).toBe(0);
  });

  it('does not count the slot being enrolled in, nor other patients', () => {
    const already = { ...MON_WED_FRI, enrolled: ['P-1', 'P-2'] };
    const other = { ...TUE_THU, enrolled: ['P-2'] };
    expect(weeklyEnrolmentOf(3, 'P-1', 'S-8', [already, other])).toMatchObject({
      enrolledPerWeek: 0,
      remaining: 3,
    });
  });
});
