/**
 * API throughput and latency with autocannon: activity save (a realistic 30-minute 1 Hz session,
 * a new UUID per request so each one is a real insert), patient upsert and the history first
 * page, at several concurrencies, against Ritmo and against the bare ceiling server.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Samples } from '../src/common/schemas/activity-samples.js';
import { makeActivity, makePatient } from '../src/server/test/factories.js';
import { median } from '../src/server/test/load-run.js';

export const SCENARIOS = ['activity save', 'patient upsert', 'history first page'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export interface Scenario {
  name: ScenarioName;
  method: 'GET' | 'PUT';
  /** Called for every request: a fresh path (new activity UUID, one of the patient ids). */
  path(): string;
  body?: string;
}

export interface RunResult {
  requestsPerS: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, errors and timeouts together: any of them spoils the run. */
  failures: number;
}

const SESSION_MS = 30 * 60 * 1000;
// A variable, so the type checker does not need the module while another engineer writes it.
const SIMULATION_MODULE = '../src/common/simulation/index.js';

/** A 30-minute 1 Hz session: the simulator's if it is there, else the factory's 1800 points. */
export async function benchSession(): Promise<{ body: string; source: string; bytes: number }> {
  const session = makeActivity('P-1', {}, SESSION_MS / 1000);
  let source = 'makeActivity (1800 points)';
  try {
    const simulation = (await import(SIMULATION_MODULE)) as {
      simulatedActivitySamples?: (seed: number, durationMs: number) => Samples;
    };
    if (simulation.simulatedActivitySamples) {
      session.samples = simulation.simulatedActivitySamples(42, SESSION_MS);
      source = `simulatedActivitySamples(42, 30 min) (${session.samples.t.length} points)`;
    }
  } catch {}
  const { activityId: _id, ...body } = session;
  const text = JSON.stringify(body);
  return { body: text, source, bytes: Buffer.byteLength(text) };
}

export function scenarios(sessionBody: string): Scenario[] {
  const patient = JSON.stringify(makePatient());
  return [
    {
      name: 'activity save',
      method: 'PUT',
      path: () => `/api/activities/${randomUUID()}`,
      body: sessionBody,
    },
    {
      name: 'patient upsert',
      method: 'PUT',
      // A few hundred ids: a mix of inserts and replacements, as clinicians edit their lists.
      path: () => `/api/patients/P-${Math.floor(Math.random() * 500)}`,
      body: patient,
    },
    { name: 'history first page', method: 'GET', path: () => '/api/activities?limit=50' },
  ];
}

export async function runAutocannon(
  baseUrl: string,
  scenario: Scenario,
  connections: number,
  durationS: number,
  cookie = '',
): Promise<RunResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    timeout: 30,
    requests: [
      {
        method: scenario.method,
        headers,
        ...(scenario.body ? { body: scenario.body } : {}),
        setupRequest: (request) => ({ ...request, path: scenario.path() }),
      },
    ],
  });
  return {
    requestsPerS: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The median of several runs, field by field; failures are summed. */
export function medianOf(results: RunResult[]): RunResult {
  return {
    requestsPerS: median(results.map((r) => r.requestsPerS)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    failures: results.reduce((n, r) => n + r.failures, 0),
  };
}
