import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { activityContentOf, activityInputSchema } from '../../common/schemas/activity.js';
import { makeActivity } from '../test/factories.js';
import {
  activityBodyJson,
  contentJson,
  type RowState,
  storedActivity,
  toActivity,
} from './activity-row.js';

function parsedSession() {
  const { activityId, ...body } = makeActivity('P-1', {
    device: { name: 'Polar H10', kind: 'heart-rate' },
    notes: 'tolerated well',
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

  it('answers a save with the same activity that reading the stored row gives', () => {
    const { activityId, input } = parsedSession();
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
      events: json.eventsJson,
      samples: json.samplesJson,
    };
    const body = activityBodyJson(storedActivity(activityId, content, json, state));
    expect(body).toBe(JSON.stringify({ activity: toActivity(row) }));
  });
});
