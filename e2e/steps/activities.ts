/**
 * Recorded activities ("sessions" on screen) for the journeys: realistic simulated ones PUT
 * through the API, and the dates a clinician types into the filters.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { ActivityInput } from '../../src/common/schemas/activity';
import type { ActivityEvent } from '../../src/common/schemas/activity-event';
import { simulatedActivitySamples } from '../../src/common/simulation';

export interface SessionOptions {
  startedAt: number;
  type?: ActivityInput['type'];
  durationS?: number;
  seed?: number;
  events?: ActivityEvent[];
  notes?: string;
  hrMaxBpm?: number | null;
  /** Leave out the simulated samples (cheap sessions for volume tests). */
  samplesPoints?: number;
  /** A class's sessions share one; with the band each participant aimed at. */
  classId?: string;
  target?: ActivityInput['target'];
  /** A session guided by Borg (no band), and the prescription it started from (issue 34). */
  borgTarget?: ActivityInput['borgTarget'];
  prescription?: ActivityInput['prescription'];
}

export function makeSessionBody(patientId: string, options: SessionOptions): ActivityInput {
  const durationS = options.durationS ?? 20 * 60;
  const samples =
    options.samplesPoints === undefined
      ? simulatedActivitySamples(options.seed ?? 1, durationS * 1000)
      : {
          t: Array.from({ length: options.samplesPoints }, (_, i) => i * 1000),
          hr: Array.from({ length: options.samplesPoints }, (_, i) => 95 + (i % 30)),
        };
  return {
    patientId,
    type: options.type ?? 'walk',
    startedAt: options.startedAt,
    endedAt: options.startedAt + durationS * 1000,
    timestamp: options.startedAt + durationS * 1000,
    device: { name: 'Simulated HR', kind: 'simulated' },
    hrMaxBpm: options.hrMaxBpm === undefined ? 165 : options.hrMaxBpm,
    restingHr: 66,
    samples,
    events: options.events ?? [],
    notes: options.notes ?? '',
    ...(options.classId ? { classId: options.classId } : {}),
    ...(options.target ? { target: options.target } : {}),
    ...(options.borgTarget ? { borgTarget: options.borgTarget } : {}),
    ...(options.prescription ? { prescription: options.prescription } : {}),
  };
}

/** PUTs a session and returns what the server stored (its summary included). */
export async function seedSession(
  request: APIRequestContext,
  patientId: string,
  options: SessionOptions,
): Promise<{ activityId: string; summary: Record<string, any> } & ActivityInput> {
  const activityId = randomUUID();
  const response = await request.put(`/api/activities/${activityId}`, {
    data: makeSessionBody(patientId, options),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).activity;
}

/** Local noon `daysAgo` days before today: dates the clinician can type into the filters. */
export function daysAgo(days: number, hour = 10): number {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(hour, 0, 0, 0);
  return date.getTime();
}

/** YYYY-MM-DD of a local time, as a date input takes it. */
export function isoDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
