/**
 * What the tests of a field kept with a session share (the Borg range, the prescription, the
 * safety maximum): a signed-up clinician with a patient, the save body, and the two rules every
 * such field follows: fixed once saved (a replay or a notes edit keeps it, a change is a 409), and
 * a bad value named in the 400.
 */
import { expect } from 'vitest';
import { makeActivity, makePatient } from '../test/factories.js';
import type { TestClient, TestServer } from '../test/test-server.js';

type Session = ReturnType<typeof makeActivity>;

export const bodyOf = ({ activityId: _id, ...body }: Session) => body;

/** A new clinician with patient P-1. */
export async function userWithPatient(server: TestServer): Promise<TestClient> {
  const user = await server.signUp();
  await user.put('/api/patients/P-1', makePatient());
  return user;
}

/** Saves `session`; a replay and a notes edit keep it; each of `changes` is refused with 409. */
export async function expectFixedOnceSaved(
  user: TestClient,
  session: Session,
  kept: Record<string, unknown>,
  changes: Record<string, unknown>[],
): Promise<void> {
  const path = `/api/activities/${session.activityId}`;
  const first = await user.put(path, bodyOf(session));
  expect((await user.put(path, bodyOf(session))).body.activity).toEqual(first.body.activity);
  const notes = await user.put(path, { ...bodyOf(session), notes: 'noted after the session' });
  expect(notes.body.activity).toMatchObject({ ...kept, version: 2 });
  for (const change of changes) {
    const response = await user.put(path, { ...bodyOf(session), ...change });
    expect(response.status, JSON.stringify(change)).toBe(409);
  }
}

/** Each bad part of a save answers 400 naming exactly its field. */
export async function expectFieldNamed(
  user: TestClient,
  cases: [Record<string, unknown>, string][],
): Promise<void> {
  for (const [bad, field] of cases) {
    const session = makeActivity('P-1');
    const put = await user.put(`/api/activities/${session.activityId}`, {
      ...bodyOf(session),
      ...bad,
    });
    expect(put.status, JSON.stringify(bad)).toBe(400);
    expect(put.body.error.details.map((d: { field: string }) => d.field)).toEqual([field]);
  }
}
