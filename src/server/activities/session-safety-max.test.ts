/**
 * The heart-rate safety maximum a session ran with, kept with it (issue 34, migration 021): the
 * limit and where it came from, in the save, the detail, the list and the export; fixed once
 * saved like its target; a session without it (or saved before) reads null for both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActivity } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import {
  bodyOf,
  expectFieldNamed,
  expectFixedOnceSaved,
  userWithPatient as withPatient,
} from './session-field.test-helpers.js';

const SAVED_AT = Date.UTC(2026, 10, 3);

describe.each(DATABASES)('the safety maximum of a session on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  const userWithPatient = () => withPatient(server);

  it('keeps the limit and its source in the save, the detail, the list and the export', async () => {
    const user = await userWithPatient();
    const capped = makeActivity('P-1', {
      timestamp: SAVED_AT + 1,
      borgTarget: { low: 11, high: 13 },
      safetyMaxBpm: 140,
      safetyMaxSource: 'device',
    });
    const plain = makeActivity('P-1', { timestamp: SAVED_AT });
    const saved = await user.put(`/api/activities/${capped.activityId}`, bodyOf(capped));
    expect(saved.status).toBe(200);
    expect(saved.body.activity).toMatchObject({ safetyMaxBpm: 140, safetyMaxSource: 'device' });
    await user.put(`/api/activities/${plain.activityId}`, bodyOf(plain));

    expect((await user.get(`/api/activities/${capped.activityId}`)).body.activity).toEqual(
      saved.body.activity,
    );
    const list = await user.get('/api/activities');
    expect(
      list.body.activities.map((a: Record<string, unknown>) => [a.safetyMaxBpm, a.safetyMaxSource]),
    ).toEqual([
      [140, 'device'],
      [null, null],
    ]);
    const exported = await user.get('/api/export');
    const ofCapped = exported.body.activities.find(
      (a: { activityId: string }) => a.activityId === capped.activityId,
    );
    expect(ofCapped).toMatchObject({ safetyMaxBpm: 140, safetyMaxSource: 'device' });
  });

  it('a limit without a source is kept with an unknown source', async () => {
    const user = await userWithPatient();
    const session = makeActivity('P-1', { safetyMaxBpm: 102 });
    const saved = await user.put(`/api/activities/${session.activityId}`, bodyOf(session));
    expect(saved.status).toBe(200);
    expect(saved.body.activity).toMatchObject({ safetyMaxBpm: 102, safetyMaxSource: null });
  });

  it('a replay or a notes edit keeps it; changing or dropping it later is refused', async () => {
    const user = await userWithPatient();
    const session = makeActivity('P-1', { safetyMaxBpm: 102, safetyMaxSource: 'ischaemic' });
    await expectFixedOnceSaved(user, session, { safetyMaxBpm: 102 }, [
      { safetyMaxBpm: 112 },
      { safetyMaxBpm: null, safetyMaxSource: null },
      { safetyMaxSource: 'peak' },
    ]);
  });

  it('names the field at fault in the 400 for a bad safety maximum or source', async () => {
    const user = await userWithPatient();
    await expectFieldNamed(user, [
      [{ safetyMaxBpm: 29 }, 'body.safetyMaxBpm'],
      [{ safetyMaxBpm: 251 }, 'body.safetyMaxBpm'],
      [{ safetyMaxBpm: 140.5 }, 'body.safetyMaxBpm'],
      [{ safetyMaxBpm: '140' }, 'body.safetyMaxBpm'],
      [{ safetyMaxBpm: 140, safetyMaxSource: 'guess' }, 'body.safetyMaxSource'],
      [{ safetyMaxSource: 'peak' }, 'body.safetyMaxSource'],
    ]);
  });
});
