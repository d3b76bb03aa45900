import { describe, expect, it } from 'vitest';
import {
  adherenceTotals,
  adherenceWeeks,
  daysBefore,
  type MarkOnDay,
  missedLastTwo,
} from './adherence';

const mark = (date: string, status: MarkOnDay['status'], reason: MarkOnDay['reason'] = null) => ({
  slotId: 'S',
  date,
  patientId: 'P',
  status,
  reason,
});

describe('adherence per programme week', () => {
  it('counts attended, absent by reason and no-show in the week each date falls in', () => {
    // Programme from Wednesday 2026-11-04: week 1 is 04–10, week 2 is 11–17.
    const weeks = adherenceWeeks('2026-11-04', 2, [
      mark('2026-11-04', 'checked-in'),
      mark('2026-11-06', 'absent', 'transport'),
      mark('2026-11-10', 'absent', 'transport'),
      mark('2026-11-11', 'no-show'),
      mark('2026-11-13', 'absent', 'ill'),
      // Before the start and after the last week: left out.
      mark('2026-11-03', 'checked-in'),
      mark('2026-11-18', 'checked-in'),
    ]);
    expect(weeks).toEqual([
      {
        week: 1,
        startDate: '2026-11-04',
        attended: 1,
        absent: 2,
        noShow: 0,
        reasons: { transport: 2 },
      },
      { week: 2, startDate: '2026-11-11', attended: 0, absent: 1, noShow: 1, reasons: { ill: 1 } },
    ]);
    expect(adherenceTotals(weeks)).toEqual({
      attended: 1,
      absent: 3,
      noShow: 1,
      reasons: { transport: 2, ill: 1 },
    });
  });

  it('adds up to zero for a programme with nothing on the schedule', () => {
    expect(adherenceTotals([])).toEqual({ attended: 0, absent: 0, noShow: 0, reasons: {} });
  });
});

describe('who missed their last two expected sessions', () => {
  // Slot on Monday and Wednesday; today is Friday 2026-11-27.
  const slots = [{ slotId: 'S', weekdays: [1, 3] }];
  const enrolments = [{ slotId: 'S', patientId: 'P', since: '2026-11-01' }];
  const today = '2026-11-27';

  it('names a patient absent on Wednesday and a no-show on Monday, newest first', () => {
    const missed = missedLastTwo({
      slots,
      enrolments,
      today,
      marks: [mark('2026-11-23', 'no-show'), mark('2026-11-25', 'absent', 'ill')],
    });
    expect(missed.get('P')).toEqual([
      { slotId: 'S', date: '2026-11-25', status: 'absent' },
      { slotId: 'S', date: '2026-11-23', status: 'no-show' },
    ]);
  });

  it('leaves out a patient who came to either of the two', () => {
    const marks = [mark('2026-11-23', 'checked-in'), mark('2026-11-25', 'no-show')];
    expect(missedLastTwo({ slots, enrolments, today, marks }).size).toBe(0);
  });

  it('counts only days since enrolment: one expected session is not two missed', () => {
    const recent = [{ slotId: 'S', patientId: 'P', since: '2026-11-24' }];
    expect(missedLastTwo({ slots, enrolments: recent, today, marks: [] }).size).toBe(0);
  });

  it("counts today only once it is recorded: this morning's class may be still to come", () => {
    const onWednesday = '2026-11-25';
    const missed = missedLastTwo({ slots, enrolments, today: onWednesday, marks: [] });
    // Monday 23 and Wednesday 18 (unrecorded), not today.
    expect(missed.get('P')?.map((s) => s.date)).toEqual(['2026-11-23', '2026-11-18']);
  });

  it('steps back whole days across a month', () => {
    expect(daysBefore('2026-12-01', 2)).toBe('2026-11-29');
  });
});
