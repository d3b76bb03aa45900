import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { activityContentOf, activityInputSchema } from '../../common/schemas/activity.js';
import { makeActivity } from '../test/factories.js';
import {
  activityBodyJson,
  contentJson,
  guidanceColumns,
  type RowState,
  storedActivity,
  toActivity,
} from './activity-row.js';

const CLASS_ID = '5f0c8a3e-2b1d-4c6e-9a7f-3d2e1b0c9a8f';

const TARGET = { lowBpm: 95, highBpm: 120 };

/** A Borg-only session from an unsigned prescription v2 (issue 34). */
const BORG = { borgTarget: { low: 11, high: 13 }, prescription: { version: 2, signed: false } };

function parsedSession(classId?: string, target?: typeof TARGET, guidance?: typeof BORG) {
  const { activityId, ...body } = makeActivity('P-1', {
    device: { name: 'Polar H10', kind: 'heart-rate' },
    notes: 'tolerated well',
    ...(classId ? { classId } : {}),
    ...(target ? { target } : {}),
    ...guidance,
  });
  return { activityId, input: activityInputSchema.parse(body) };
}

describe('activity row', () => {
  it('hashes exactly the JSON of the whole content, so hashes stored earlier still match', () => {
    const { input } = parsedSession();
    const content = activityContentOf(input, 1_800_000_000_000);
    const whole = createHash('sha256').update(JSON.stringify(content)).digest('hex');
    expect(contentJson(content).contentHash).toBe(whole);
    expect(contentJson({ ...content, device: null, hrMaxBpm: null }).contentHash).toBe(
      createHash('sha256')
        .update(JSON.stringify({ ...content, device: null, hrMaxBpm: null }))
        .digest('hex'),
    );
  });

  it('hashes a class session as the JSON of its content too, its classId last', () => {
    const { input } = parsedSession(CLASS_ID.toUpperCase());
    const content = activityContentOf(input, 1_800_000_000_000);
    expect(Object.keys(content).at(-1)).toBe('classId');
    const whole = createHash('sha256').update(JSON.stringify(content)).digest('hex');
    expect(contentJson(content).contentHash).toBe(whole);
    const alone = activityContentOf({ ...input, classId: null }, 1_800_000_000_000);
    expect(contentJson(alone).contentHash).not.toBe(whole);
  });

  it.each([
    ['with a target', undefined, TARGET],
    ['in a class with a target', CLASS_ID, TARGET],
  ])('hashes a session %s as the JSON of its content, the target last', (_, classId, target) => {
    const { input } = parsedSession(classId, target);
    const content = activityContentOf(input, 1_800_000_000_000);
    expect(Object.keys(content).slice(-2)).toEqual([classId ? 'classId' : 'events', 'target']);
    const whole = createHash('sha256').update(JSON.stringify(content)).digest('hex');
    expect(contentJson(content).contentHash).toBe(whole);
    const without = activityContentOf({ ...input, target: null }, 1_800_000_000_000);
    expect(Object.keys(without)).not.toContain('target');
    expect(contentJson(without).contentHash).not.toBe(whole);
    const moved = { ...input, target: { lowBpm: 95, highBpm: 121 } };
    expect(contentJson(activityContentOf(moved, 1_800_000_000_000)).contentHash).not.toBe(whole);
  });

  it('hashes a Borg-guided session with its Borg range and prescription last, in that order', () => {
    const { input } = parsedSession(CLASS_ID, undefined, BORG);
    const content = activityContentOf(input, 1_800_000_000_000);
    expect(Object.keys(content).slice(-3)).toEqual(['classId', 'borgTarget', 'prescription']);
    const whole = createHash('sha256').update(JSON.stringify(content)).digest('hex');
    expect(contentJson(content).contentHash).toBe(whole);
  });

  it.each([
    ['alone', undefined, undefined, undefined],
    ['in a class', CLASS_ID, undefined, undefined],
    ['in a class with a target', CLASS_ID, TARGET, undefined],
    ['guided by Borg from an unsigned prescription', CLASS_ID, undefined, BORG],
  ])(
    'answers a save %s with the same activity that reading the stored row gives',
    (_, classId, target, guidance) => {
      const { activityId, input } = parsedSession(classId, target, guidance);
      const content = activityContentOf(input, 1_800_000_000_000);
      const json = contentJson(content);
      const state: RowState = {
        timestamp: content.timestamp,
        notes: content.notes,
        summary: JSON.stringify({ durationMs: 60_000, hrAvg: 99.5 }),
        content_hash: json.contentHash,
        created_at: 1,
        updated_at: 2,
        deleted_at: null,
        version: 3,
        recorded_by: 'user-1',
        recorded_by_name: 'Dra. Ana',
        setting: null,
      };
      const row = {
        ...state,
        workspace_id: 'workspace',
        activity_id: activityId,
        patient_id: content.patientId,
        type: content.type,
        started_at: content.startedAt,
        ended_at: content.endedAt,
        device: JSON.stringify(content.device),
        hr_max_bpm: content.hrMaxBpm,
        resting_hr: content.restingHr,
        notes: content.notes,
        class_id: classId ?? null,
        target_low_bpm: target?.lowBpm ?? null,
        target_high_bpm: target?.highBpm ?? null,
        ...guidanceColumns(content),
        setting: null,
        events: json.eventsJson,
        samples: json.samplesJson,
      };
      const body = activityBodyJson(storedActivity(activityId, content, json, state));
      expect(body).toBe(JSON.stringify({ activity: toActivity(row) }));
    },
  );
});
