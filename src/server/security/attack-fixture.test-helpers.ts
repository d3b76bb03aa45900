/**
 * The attack suites' shared scene: a victim (Ana) with live, archived and deleted rows, and an
 * attacker (Bruno) with his own patient. After every test Ana's data must be exactly as it was
 * and Object.prototype unpolluted (the server runs in this process). Every request Bruno sends
 * is counted; after the suite the count is printed with the 5xx answers and breaches seen, and
 * both of those must be 0.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { AppObservers } from '../app.js';
import { makeActivity, makePatient } from '../test/factories.js';
import type { TestResponse } from '../test/test-server.js';
import { type DatabaseKind, startTestServer, type TestServer } from '../test/test-server.js';
import { type RawOptions, sendRaw, snapshotOf } from './attack.test-helpers.js';

type SignedInUser = Awaited<ReturnType<TestServer['signUp']>>;

export interface AttackScene {
  server: TestServer;
  ana: SignedInUser;
  bruno: SignedInUser;
  /** Two live sessions of ANA-1, then a deleted one of the archived ANA-2. */
  anaActivityIds: string[];
  /** The class all three of Ana's sessions were recorded in. */
  anaClassId: string;
  /** A raw request as Bruno (override `cookie` to send another or none), counted. */
  send(method: string, path: string, options?: RawOptions): ReturnType<typeof sendRaw>;
  /** Counts an attack sent some other way (a raw socket); returns its answer. */
  count(response: TestResponse): TestResponse;
  tally: AttackTally;
}

export interface AttackTally {
  attacks: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Tests after which Ana's data was not as before. */
  breaches: number;
}

/**
 * A raw request as `who` (its cookie), counted in `tally`; a 5xx fails the test where it is
 * answered. For the suites with a scene of their own (home sessions): each adds its own breach
 * check on the answer.
 */
export function countedSender(baseUrl: () => string, tally: AttackTally) {
  return async (
    who: { cookie: string },
    method: string,
    path: string,
    body?: unknown,
    contentType?: string,
  ): Promise<TestResponse> => {
    const response = await sendRaw(baseUrl(), method, path, {
      cookie: who.cookie,
      body,
      ...(contentType ? { contentType } : {}),
    });
    tally.attacks++;
    if (response.status >= 500) tally.serverErrors++;
    expect(response.status, `${method} ${path}`).toBeLessThan(500);
    return response;
  };
}

/** A session body without its id, as the client PUTs it. */
export function sessionBody(patientId: string, overrides: Parameters<typeof makeActivity>[1] = {}) {
  const { activityId: _id, ...body } = makeActivity(patientId, overrides);
  return body;
}

/**
 * Registers the hooks of one `describe` and returns the scene they fill in. `seedAna` adds to
 * Ana's rows before her data is snapshotted (a suite's own records).
 */
export function useAttackScene(
  kind: DatabaseKind,
  seedAna?: (ana: SignedInUser) => Promise<void>,
  /** The server's environment beyond the test defaults (an SMTP_URL). */
  env: Record<string, string> = {},
  /** The app's clock, for a suite that moves it. */
  observers: AppObservers = {},
): AttackScene {
  const tally: AttackTally = { attacks: 0, serverErrors: 0, breaches: 0 };
  const count = (response: TestResponse) => {
    tally.attacks++;
    if (response.status >= 500) tally.serverErrors++;
    return response;
  };
  const scene = {
    anaActivityIds: [] as string[],
    anaClassId: randomUUID(),
    tally,
    count,
  } as unknown as AttackScene;
  let anaBefore: unknown;
  beforeAll(async () => {
    const server = await startTestServer(kind, env, observers);
    const ana = await server.signUp('Dra. Ana');
    const bruno = await server.signUp('Dr. Bruno');
    Object.assign(scene, {
      server,
      ana,
      bruno,
      send: async (method: string, path: string, options: RawOptions = {}) =>
        count(await sendRaw(server.baseUrl, method, path, { cookie: bruno.cookie, ...options })),
    });
    await ana.put('/api/patients/ANA-1', makePatient());
    await ana.put('/api/patients/ANA-2', makePatient({ patientName: 'José' }));
    await ana.delete('/api/patients/ANA-2');
    for (const [i, patientId] of ['ANA-1', 'ANA-1', 'ANA-2'].entries()) {
      const session = makeActivity(patientId, {
        timestamp: Date.UTC(2026, 10, 3) + i,
        classId: scene.anaClassId,
      });
      scene.anaActivityIds.push(session.activityId);
      await ana.put(`/api/activities/${session.activityId}`, sessionBody(patientId, session));
    }
    await ana.delete(`/api/activities/${scene.anaActivityIds[2]}`);
    await bruno.put('/api/patients/BRUNO-1', makePatient({ patientName: 'Bruno P' }));
    await seedAna?.(ana);
    anaBefore = await snapshotOf(ana);
  });
  afterEach(async () => {
    const anaNow = await snapshotOf(scene.ana);
    if (JSON.stringify(anaNow) !== JSON.stringify(anaBefore)) tally.breaches++;
    expect(anaNow).toEqual(anaBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await scene.server.anonymous().get('/api/health')).status).toBe(200);
  });
  afterAll(async () => {
    await scene.server?.close();
    const { attacks, serverErrors, breaches } = tally;
    console.info(`attacks on ${kind}: ${attacks} sent, ${serverErrors} 5xx, ${breaches} breaches`);
    expect({ serverErrors, breaches }).toEqual({ serverErrors: 0, breaches: 0 });
  });
  return scene;
}
