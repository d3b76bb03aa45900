/**
 * What guided a session, kept with it (issue 34, migration 018): the Borg range of a session
 * without a heart-rate band and the prescription it started from, signed or not. Fixed once
 * saved like its target; a session without them (or saved before) reads null for both.
 */
import { randomUUID } from 'node:crypto';
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
const BORG = { low: 11, high: 13 };
const UNSIGNED_V2 = { version: 2, signed: false };

describe.each(DATABASES)('what guided a session on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  const userWithPatient = () => withPatient(server);

  it('keeps the Borg range and the prescription in the save, the detail, the list and export', async () => {
    const user = await userWithPatient();
    const borg = makeActivity('P-1', {
      timestamp: SAVED_AT + 2,
      classId: randomUUID(),
      target: null,
      borgTarget: BORG,
      prescription: UNSIGNED_V2,
    });
    const banded = makeActivity('P-1', {
      timestamp: SAVED_AT + 1,
      target: { lowBpm: 98, highBpm: 115 },
      prescription: { version: 1, signed: true },
    });
    const plain = makeActivity('P-1', { timestamp: SAVED_AT });
    const saved = await user.put(`/api/activities/${borg.activityId}`, bodyOf(borg));
    expect(saved.status).toBe(200);
    expect(saved.body.activity).toMatchObject({
      target: null,
      borgTarget: BORG,
      prescription: UNSIGNED_V2,
    });
    await user.put(`/api/activities/${banded.activityId}`, bodyOf(banded));
    await user.put(`/api/activities/${plain.activityId}`, bodyOf(plain));

    expect((await user.get(`/api/activities/${borg.activityId}`)).body.activity).toEqual(
      saved.body.activity,
    );
    const list = await user.get('/api/activities');
    expect(
      list.body.activities.map((a: Record<string, unknown>) => [a.borgTarget, a.prescription]),
    ).toEqual([
      [BORG, UNSIGNED_V2],
      [null, { version: 1, signed: true }],
      [null, null],
    ]);
    const exported = await user.get('/api/export');
    const ofBorg = exported.body.activities.find(
      (a: { activityId: string }) => a.activityId === borg.activityId,
    );
    expect(ofBorg).toMatchObject({ borgTarget: BORG, prescription: UNSIGNED_V2 });
  });

  it('a replay or a notes edit keeps them; changing or dropping them later is refused', async () => {
    const user = await userWithPatient();
    const session = makeActivity('P-1', {
      timestamp: SAVED_AT,
      borgTarget: BORG,
      prescription: UNSIGNED_V2,
    });
    await expectFixedOnceSaved(user, session, { borgTarget: BORG }, [
      { borgTarget: { low: 11, high: 14 } },
      { borgTarget: null },
      { prescription: { version: 2, signed: true } },
      { prescription: null },
    ]);
  });

  it('names the field at fault in the 400 for a bad Borg range or prescription', async () => {
    const user = await userWithPatient();
    await expectFieldNamed(user, [
      [{ borgTarget: { low: 14, high: 12 } }, 'body.borgTarget.high'],
      [{ borgTarget: { low: 5, high: 12 } }, 'body.borgTarget.low'],
      [{ borgTarget: { low: 11, high: 21 } }, 'body.borgTarget.high'],
      [{ prescription: { version: 0, signed: false } }, 'body.prescription.version'],
      [{ prescription: { version: 2, signed: 'no' } }, 'body.prescription.signed'],
    ]);
  });
});
