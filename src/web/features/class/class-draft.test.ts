import { describe, expect, it } from 'vitest';
import { defaultAlarmLimits } from '../../../common/alarms/alarm-limits';
import { draftEntryOf, parseDraft } from './class-draft';
import type { ParticipantInit } from './class-participant';

const TARGET = { lowBpm: 100, highBpm: 120 };

const entry = (patientId: string): ParticipantInit => ({
  patientName: `Patient ${patientId}`,
  setup: { patientId, type: 'cycle', hrMaxBpm: 160, restingHr: 60, target: TARGET },
  sensor: { kind: 'bluetooth', deviceId: 'dev-1', name: 'Polar H10' },
  limits: defaultAlarmLimits({ hrMaxBpm: 160, target: TARGET }),
});

describe('class set-up draft', () => {
  it('gives back what was stored', () => {
    const stored = [
      entry('P-1'),
      { ...entry('P-2'), sensor: { kind: 'simulated', scenario: 'steady' } },
      // The prescription's activity, kept through a reload of the set-up.
      draftEntryOf({ ...entry('P-3'), prescribedModality: 'treadmill' }),
    ];
    expect(parseDraft(JSON.stringify(stored))).toEqual(stored);
  });

  it('drops a damaged entry alone, and a patient listed twice', () => {
    const stored = [
      entry('P-1'),
      { ...entry('P-2'), limits: { targetHighBpm: 'fast' } },
      { ...entry('P-3'), sensor: { kind: 'simulated', scenario: 'earthquake' } },
      { ...entry('P-4'), setup: { ...entry('P-4').setup, hrMaxBpm: -1 } },
      entry('P-1'),
      entry('P-5'),
    ];
    expect(parseDraft(JSON.stringify(stored)).map((e) => e.setup.patientId)).toEqual([
      'P-1',
      'P-5',
    ]);
  });

  it('gives an empty list for nothing, junk or another shape', () => {
    for (const raw of [null, '', 'not json', '{"a":1}', '42', 'null']) {
      expect(parseDraft(raw)).toEqual([]);
    }
  });

  it('keeps at most 50 participants', () => {
    const many = Array.from({ length: 80 }, (_, i) => entry(`P-${i}`));
    expect(parseDraft(JSON.stringify(many))).toHaveLength(50);
  });

  it('stores no class id or class part: there is no class yet', () => {
    const init = entry('P-1');
    const withClass = { ...init, setup: { ...init.setup, classId: 'c', classPart: { x: 1 } } };
    expect(draftEntryOf(withClass)).toEqual(init);
  });

  it('keeps the pressure taken at rest during set-up through a reload; refuses one out of range', () => {
    const withBp = { ...entry('P-1'), preExerciseBp: { systolic: 128, diastolic: 82 } };
    expect(parseDraft(JSON.stringify([draftEntryOf(withBp)]))).toEqual([withBp]);
    const wrong = { ...entry('P-2'), preExerciseBp: { systolic: 400, diastolic: 82 } };
    expect(parseDraft(JSON.stringify([wrong]))).toEqual([]);
  });
});
