import { describe, expect, it } from 'vitest';
import type { HrTarget } from '../../../../common/metrics/zones';
import type { Activity } from '../../../../common/schemas/activity';
import type { ActivityEvent } from '../../../../common/schemas/activity-event';
import {
  idOf,
  listItemOf,
  makeActivityDetails,
} from '../../../../common/schemas/activity-factory.test-helpers';
import { type ClassSession, classReportRows, classSpanOf, isOfClass } from './class-report-rows';

const CLASS_ID = '11111111-1111-4111-8111-111111111111';

function makeClassSession(
  n: number,
  patientId: string,
  events: ActivityEvent[] = [],
  target: HrTarget | null = null,
): ClassSession {
  const { activity } = makeActivityDetails(n);
  const details: Activity = { ...activity, patientId, classId: CLASS_ID, events, target };
  return { item: listItemOf({ activity: details }), details };
}

const names: Record<string, string> = {
  'P-1': 'Carla Dias',
  'P-2': 'ana Souza',
  'P-3': 'Bruno Lima',
};
const nameOf = (id: string) => names[id] ?? id;

const alarmOf = (rule: 'above-target' | 'no-signal' | 'irregular-rhythm'): ActivityEvent => ({
  t: 1000,
  kind: 'alarm',
  value: { rule, measured: 131, limit: 126 },
});

describe('the class report rows', () => {
  it('list the participants by name, whatever the case', () => {
    const rows = classReportRows(
      [makeClassSession(1, 'P-1'), makeClassSession(2, 'P-2'), makeClassSession(3, 'P-3')],
      nameOf,
      'pt-BR',
    );
    expect(rows.map((row) => row.patientName)).toEqual(['ana Souza', 'Bruno Lima', 'Carla Dias']);
  });

  it('carry the summary: duration, average and peak HR, RPE; each links by its session id', () => {
    const [row] = classReportRows([makeClassSession(1, 'P-1')], nameOf, 'en');
    expect(row).toMatchObject({
      activityId: idOf(1),
      durationMs: 2000,
      hrAvg: 91,
      hrMax: 92,
      rpe: null,
      timeInTargetMs: null,
      timeInTargetPct: null,
      alarmCount: 0,
    });
  });

  it('count one alarm per excursion, with the re-alert and acknowledgement beside it', () => {
    const session = makeClassSession(1, 'P-1', [
      { t: 1000, kind: 'alarm', value: { rule: 'above-max', measured: 153, limit: 152 } },
      { t: 2000, kind: 'alarm-ack', value: { rule: 'above-max', by: 'Ana' } },
      {
        t: 62_000,
        kind: 'alarm',
        value: { rule: 'above-max', measured: 153, limit: 152, repeat: 1 },
      },
    ]);
    const [row] = classReportRows([session], nameOf, 'en');
    expect(row!.alarmCount).toBe(1);
    expect(row!.alarmRules).toEqual([{ rule: 'above-max', count: 1, alerts: 2, acks: 1 }]);
    expect(row!.alarmTotals).toEqual({ excursions: 1, alerts: 2, acks: 1 });
    // Readings 90, 91, 92 bpm: none above 152.
    expect(row!.timeAboveMaxMs).toBe(0);
  });

  it('count the alarms and name their rules; advisories apart, acknowledgements beside', () => {
    const session = makeClassSession(1, 'P-1', [
      alarmOf('no-signal'),
      alarmOf('above-target'),
      alarmOf('above-target'),
      alarmOf('irregular-rhythm'),
      { t: 1500, kind: 'alarm-ack', value: { rule: 'above-target', by: 'Ana' } },
    ]);
    const [row] = classReportRows([session], nameOf, 'en');
    expect(row!.alarmCount).toBe(3);
    expect(row!.alarmRules).toEqual([
      { rule: 'above-target', count: 2, alerts: 2, acks: 1 },
      { rule: 'no-signal', count: 1, alerts: 1, acks: 0 },
    ]);
    expect(row!.advisoryRules).toEqual([
      { rule: 'irregular-rhythm', count: 1, alerts: 1, acks: 0 },
    ]);
  });

  it('count each signal loss, and the time above the safety maximum its alarm carried', () => {
    const session = makeClassSession(1, 'P-1', [
      { t: 0, kind: 'alarm', value: { rule: 'no-signal', measured: 11, limit: 10 } },
      { t: 500, kind: 'alarm-ack', value: { rule: 'no-signal', by: 'Ana' } },
      { t: 1000, kind: 'alarm', value: { rule: 'no-signal', measured: 12, limit: 10, repeat: 1 } },
      { t: 1000, kind: 'alarm', value: { rule: 'above-max', measured: 91, limit: 90 } },
    ]);
    const [row] = classReportRows([session], nameOf, 'en');
    expect(row!.alarmTotals).toEqual({ excursions: 3, alerts: 3, acks: 1 });
    // Readings 90, 91, 92 at 0, 1, 2 s of a 2 s session: 91 holds 1 s above 90, 92 none.
    expect(row!.timeAboveMaxMs).toBe(1000);
  });

  it('give time in target against the band saved with the session, as a share of active time', () => {
    const session = makeClassSession(1, 'P-1', [], { lowBpm: 91, highBpm: 100 });
    const [row] = classReportRows([session], nameOf, 'en');
    // Readings 90, 91, 92 at 0, 1, 2 s of a 2 s session: 91 holds 1 s, 92 holds 0 s.
    expect(row!.timeInTargetMs).toBe(1000);
    expect(row!.timeInTargetPct).toBe(50);
  });

  it('leave time in target unknown for a session saved without a band, or before bands were kept', () => {
    const { item, details } = makeClassSession(1, 'P-1');
    const { target: _, ...older } = item;
    for (const listed of [item, older]) {
      const [row] = classReportRows([{ item: listed, details }], nameOf, 'en');
      expect(row).toMatchObject({ timeInTargetMs: null, timeInTargetPct: null, alarmCount: 0 });
    }
  });

  it('leave alarms and time in target unknown when the whole session could not be loaded', () => {
    const { item } = makeClassSession(1, 'P-1', [], { lowBpm: 30, highBpm: 250 });
    const [row] = classReportRows([{ item, details: null }], nameOf, 'en');
    expect(row).toMatchObject({
      alarmCount: null,
      alarmTotals: null,
      timeAboveMaxMs: null,
      timeInTargetMs: null,
      hrAvg: 91,
    });
  });
});

describe('the class span', () => {
  it('runs from the first start to the last end', () => {
    const items = [
      { startedAt: 2000, endedAt: 9000 },
      { startedAt: 1000, endedAt: 8000 },
    ];
    expect(classSpanOf(items)).toEqual({ startedAt: 1000, endedAt: 9000, durationMs: 8000 });
    expect(classSpanOf([])).toBeNull();
  });
});

describe('a session of the class', () => {
  it('matches the class id in either case, and never a session without one', () => {
    expect(isOfClass(CLASS_ID.toUpperCase(), CLASS_ID)).toBe(true);
    expect(isOfClass(null, CLASS_ID)).toBe(false);
    expect(isOfClass(undefined, CLASS_ID)).toBe(false);
    expect(isOfClass('22222222-2222-4222-8222-222222222222', CLASS_ID)).toBe(false);
  });
});
