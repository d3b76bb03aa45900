/**
 * Saves a test saw answered 200, and the check that each is still stored whole (after a crash,
 * a restore…): samples, events, notes and the summary it was answered with.
 */
import { expect } from 'vitest';
import type { makeActivity } from './factories.js';
import type { TestClient } from './test-server.js';

export interface AnsweredSave {
  activityId: string;
  body: Omit<ReturnType<typeof makeActivity>, 'activityId'>;
  summary: unknown;
}

export async function expectSavesWhole(client: TestClient, saves: readonly AnsweredSave[]) {
  for (const save of saves) {
    const response = await client.get(`/api/activities/${save.activityId}`);
    expect(response.status, save.activityId).toBe(200);
    const { activity } = response.body;
    expect(activity.samples).toEqual(save.body.samples);
    expect(activity.events).toEqual(save.body.events);
    expect(activity.notes).toBe(save.body.notes);
    expect(activity.summary).toEqual(save.summary);
  }
}
