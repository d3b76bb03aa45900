/**
 * The web app's background copy of recent sessions for offline use is recorded as what it is:
 * one `activity.offline-copy` event per batch naming its patients, never an `activity.read` per
 * session as if a person had opened each. A person opening a session still reads as opened.
 * On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { parseCsv, tableOf } from '../../common/csv/csv-read-back.test-helpers.js';
import type { AuditEvent } from '../../common/schemas/audit.js';
import { makeActivity, makePatient } from '../test/factories.js';
import {
  DATABASES,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/test-server.js';

type User = TestClient & { userId: string };

const trail = async (user: User, query = ''): Promise<AuditEvent[]> => {
  const page = await user.get(`/api/audit?limit=200${query}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body.events;
};

describe.each(DATABASES)('offline copies in the audit trail on %s', (kind) => {
  let server: TestServer;
  let reception: User;
  /** Seven sessions of three patients, newest last, as a Results page lists them. */
  const sessionIds: string[] = [];
  const PATIENTS = ['P-1', 'P_2', 'P-3'];

  beforeAll(async () => {
    server = await startTestServer(kind);
    reception = await server.signUp('Recepção');
    for (const patientId of PATIENTS)
      await reception.put(apiPaths.patient(patientId), makePatient());
    for (const [i, patientId] of ['P-1', 'P-1', 'P_2', 'P-3', 'P-3', 'P-1', 'P_2'].entries()) {
      const { activityId, ...body } = makeActivity(patientId, {
        timestamp: Date.UTC(2026, 9, 1) + i,
      });
      sessionIds.push(activityId);
      expect((await reception.put(apiPaths.activity(activityId), body)).status).toBe(200);
    }
  });
  afterAll(() => server.close());

  it('copies a batch of sessions whole with ONE event naming its patients, and no "opened"', async () => {
    const before = await trail(reception);
    const response = await reception.get(apiPaths.activityOfflineCopies(sessionIds));
    expect(response.status).toBe(200);
    const copied = response.body.activities as { activityId: string; samples: { t: number[] } }[];
    expect(copied.map((a) => a.activityId)).toEqual(sessionIds);
    expect(copied[0]!.samples.t.length).toBeGreaterThan(0);

    const after = await trail(reception);
    const added = after.slice(0, after.length - before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'activity.offline-copy',
      patientId: null,
      activityId: null,
      patientIds: ['P-1', 'P-3', 'P_2'],
      actorId: reception.userId,
    });
    expect(await trail(reception, '&action=activity.read')).toEqual([]);
  });

  it('records "opened" only when a person opens a session, a print or a CSV', async () => {
    const [id] = sessionIds;
    await reception.get(apiPaths.activity(id!));
    await reception.get(apiPaths.activity(id!, 'print'));
    await reception.get(apiPaths.activity(id!, 'csv'));
    const actions = (await trail(reception)).slice(0, 3).map((e) => [e.action, e.activityId]);
    expect(actions).toEqual([
      ['activity.csv', id],
      ['activity.print', id],
      ['activity.read', id],
    ]);
  });

  it("finds the batch by any of its patients, an id's _ matching only itself", async () => {
    const ofPatient = async (patientId: string) =>
      (await trail(reception, `&patientId=${patientId}&action=activity.offline-copy`)).length;
    expect(await ofPatient('P-3')).toBe(1);
    expect(await ofPatient('P_2')).toBe(1);
    // 'P_1' would match 'P-1' as a LIKE pattern; as a patient id it names no one here.
    expect(await ofPatient('P_1')).toBe(0);
    expect(await ofPatient('P-')).toBe(0);
    const csv = await reception.get(apiPaths.auditCsv({ action: 'activity.offline-copy' }));
    const [row, ...others] = tableOf(parseCsv(csv.body as string, 'en'));
    expect(others).toEqual([]);
    expect(row).toMatchObject({ action: 'activity.offline-copy', patientIds: 'P-1 P-3 P_2' });
  });

  it('leaves out deleted and unknown sessions, and records nothing when none is found', async () => {
    const { activityId: gone, ...body } = makeActivity('P-1');
    await reception.put(apiPaths.activity(gone), body);
    await reception.delete(apiPaths.activity(gone));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const copies = async () => (await trail(reception, '&action=activity.offline-copy')).length;
    const before = await copies();

    const none = await reception.get(apiPaths.activityOfflineCopies([gone, unknown]));
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ activities: [] });
    expect(await copies()).toBe(before);

    const upper = sessionIds[2]!.toUpperCase();
    const some = await reception.get(apiPaths.activityOfflineCopies([gone, upper, sessionIds[2]!]));
    expect(some.body.activities.map((a: { activityId: string }) => a.activityId)).toEqual([
      sessionIds[2],
    ]);
    const [event] = await trail(reception, '&action=activity.offline-copy');
    expect(event?.patientIds).toEqual(['P_2']);
    expect(await copies()).toBe(before + 1);
  });

  it.each([
    ['', 'query.activityIds'],
    ['activityIds=', 'query.activityIds.0'],
    ['activityIds=not-a-uuid', 'query.activityIds.0'],
    [
      `activityIds=${'00000000-0000-4000-8000-000000000000,'.repeat(21).slice(0, -1)}`,
      'query.activityIds',
    ],
  ])('refuses "%s" naming %s', async (query, field) => {
    const response = await reception.get(`/api/activities/offline-copies?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('answers 401 without a session', async () => {
    const path = apiPaths.activityOfflineCopies(sessionIds.slice(0, 1));
    expect((await server.anonymous().get(path)).status).toBe(401);
  });
});
