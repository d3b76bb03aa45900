/**
 * Every data endpoint of the API, called the ways that reach different queries: creating,
 * replaying, editing with and without a stale `If-Match`, filters (a class's sessions among
 * them) and paging, trend, FHIR, export, deleting, archiving, the audit trail (filters, paging,
 * CSV), and deleting the account. `call` names the route pattern and the caller of each request,
 * so the queries it runs can be held to the caller's workspace.
 */
import { randomUUID } from 'node:crypto';
import type { apiRoutes } from '../../common/api/api-paths.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { MONDAY } from '../test/seeded-user.js';
import { TEST_PASSWORD, type TestClient, type TestServer } from '../test/test-server.js';
import { callProgrammeEndpoints } from './tenant-programme-scenario.test-helpers.js';
import { callSlotEndpoints } from './tenant-slot-scenario.test-helpers.js';

export type RouteName = keyof typeof apiRoutes;
type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
type User = TestClient & { userId: string; email: string };

export interface RequestLabel {
  method: Method;
  route: RouteName;
  /** The caller's workspace (a user's id); undefined for an anonymous request. */
  workspaceId: string | undefined;
}

/** Told when a request starts (its label) and ends (null). */
export type OnRequest = (label: RequestLabel | null) => void;

export async function callEveryDataEndpoint(server: TestServer, onRequest: OnRequest) {
  async function call(
    user: User | TestClient,
    [method, route, url]: [Method, RouteName, string],
    expected: number,
    body?: unknown,
    version?: number,
  ) {
    onRequest({ method, route, workspaceId: 'userId' in user ? user.userId : undefined });
    try {
      const headers: Record<string, string> = version ? { 'if-match': `"${version}"` } : {};
      const response = await user.request(method, url, body, { headers });
      if (response.status !== expected) {
        throw new Error(`${method} ${url}: ${response.status}, not ${expected}`);
      }
      return response.body;
    } finally {
      onRequest(null);
    }
  }
  const patient = (id: string, method: Method = 'GET') =>
    [method, 'patient', `/api/patients/${id}`] as [Method, RouteName, string];
  const activity = (id: string, method: Method = 'GET') =>
    [method, 'activity', `/api/activities/${id}`] as [Method, RouteName, string];

  const user = await server.signUp();
  const other = await server.signUp('Dr. Other Clinic');
  await call(user, ['GET', 'me', '/api/me'], 200);
  await call(other, ['GET', 'me', '/api/me'], 200);
  await call(other, patient('P-1', 'PUT'), 200, makePatient({ notes: 'another workspace' }));

  // Patients: create, replay, edit over the right and a stale version, read, list.
  const created = await call(user, patient('P-1', 'PUT'), 200, makePatient());
  await call(user, patient('P-1', 'PUT'), 200, makePatient());
  const v = created.patient.version as number;
  await call(user, patient('P-1', 'PUT'), 200, makePatient({ notes: 'edited' }), v);
  await call(user, patient('P-1', 'PUT'), 409, makePatient({ notes: 'stale' }), v);
  await call(user, patient('P-2', 'PUT'), 409, makePatient(), 1);
  await call(user, patient('P-1'), 200);
  await call(user, patient('P-404'), 404);
  await call(user, ['GET', 'patients', '/api/patients'], 200);

  // Sessions: first save, replay, notes over the right and a stale version, unknown patient.
  // The first two were recorded in one class, and the other workspace uses its id too.
  const classId = randomUUID();
  const [first, second, third] = [0, 1, 2].map((day) => {
    const startedAt = MONDAY + day * 86_400_000;
    const inClass = day < 2 ? { classId } : {};
    return makeActivity('P-1', { startedAt, timestamp: startedAt + 3_600_000, ...inClass });
  });
  const { activityId: otherId, ...otherBody } = makeActivity('P-1', { classId });
  await call(other, activity(otherId, 'PUT'), 200, otherBody);
  const saves = [first!, second!, third!].map(({ activityId, ...body }) => ({ activityId, body }));
  const saved = [];
  for (const { activityId, body } of saves) {
    saved.push(await call(user, activity(activityId, 'PUT'), 200, body));
  }
  const { activityId: firstId, body: firstBody } = saves[0]!;
  await call(user, activity(firstId, 'PUT'), 200, firstBody);
  const notes = await call(user, activity(firstId, 'PUT'), 200, { ...firstBody, notes: 'tired' });
  await call(user, activity(firstId, 'PUT'), 409, { ...firstBody, notes: 'stale' }, 1);
  const edited = { ...firstBody, notes: 'very tired' };
  await call(user, activity(firstId, 'PUT'), 200, edited, notes.activity.version);
  const { activityId: orphanId, ...orphan } = makeActivity('P-404');
  await call(user, activity(orphanId, 'PUT'), 404, orphan);

  // History: filters, then the next page by cursor; one session whole; trend, FHIR, export.
  const range = `from=${MONDAY - 86_400_000}&to=${MONDAY + 7 * 86_400_000}`;
  const filtered = `/api/activities?patientId=P-1&type=walk&${range}&limit=2`;
  const page = await call(user, ['GET', 'activities', filtered], 200);
  const next = `${filtered}&cursor=${encodeURIComponent(page.nextCursor)}`;
  await call(user, ['GET', 'activities', next], 200);
  await call(user, ['GET', 'activities', '/api/activities'], 200);
  const ofClass = `/api/activities?classId=${classId}&patientId=P-1&limit=1`;
  const classPage = await call(user, ['GET', 'activities', ofClass], 200);
  const classNext = `${ofClass}&cursor=${encodeURIComponent(classPage.nextCursor)}`;
  await call(user, ['GET', 'activities', classNext], 200);
  await call(user, activity(firstId), 200);
  await call(user, ['GET', 'activity', `/api/activities/${firstId}?purpose=csv`], 200);
  await call(user, activity(orphanId), 404);
  // The offline copy of a batch: the caller's sessions, another workspace's left out.
  const copies = `/api/activities/offline-copies?activityIds=${firstId},${otherId}`;
  await call(user, ['GET', 'activityOfflineCopies', copies], 200);
  const trend = `/api/patients/P-1/trend?${range}&timeZone=America/Sao_Paulo`;
  await call(user, ['GET', 'patientTrend', trend], 200);
  await call(user, ['GET', 'patientFhir', '/api/patients/P-1/fhir'], 200);
  await call(user, ['GET', 'export', '/api/export'], 200);
  // The inactivity lock: read; a personal workspace cannot change its own.
  await call(user, ['GET', 'clinicSettings', '/api/clinic-settings'], 200);
  await call(user, ['GET', 'attendance', `/api/attendance?${range}`], 200);
  await call(user, ['PUT', 'clinicSettings', '/api/clinic-settings'], 403, {
    inactivityLockMinutes: 5,
  });
  await callProgrammeEndpoints(user, other, call);
  await callSlotEndpoints(user, other, call);

  // Deleting a session (stale, right version, twice, then saving it again) and archiving.
  const { activityId: secondId, body: secondBody } = saves[1]!;
  await call(user, activity(secondId, 'DELETE'), 409, undefined, saved[1].activity.version + 1);
  await call(user, activity(secondId, 'DELETE'), 204, undefined, saved[1].activity.version);
  await call(user, activity(secondId, 'DELETE'), 404);
  await call(user, activity(secondId, 'PUT'), 409, { ...secondBody, notes: 'after delete' });
  await call(user, activity(saves[2]!.activityId, 'DELETE'), 204);
  const current = (await call(user, patient('P-1'), 200)).patient.version as number;
  await call(user, patient('P-1', 'DELETE'), 409, undefined, current + 1);
  await call(user, patient('P-404', 'DELETE'), 404);
  await call(user, patient('P-1', 'DELETE'), 204, undefined, current);
  await call(user, patient('P-1', 'DELETE'), 204);
  await call(user, ['GET', 'patients', '/api/patients?includeArchived=true'], 200);
  await call(user, ['GET', 'homeInbox', '/api/home/inbox?limit=5'], 200);
  await call(user, ['GET', 'homeInboxCount', '/api/home/inbox/count'], 200);

  // The audit trail: filtered, the next page by cursor, and the CSV download.
  const trail = `/api/audit?patientId=P-1&actorId=${user.userId}&from=0&to=${Date.now() + 1}&limit=2`;
  const audit = await call(user, ['GET', 'audit', trail], 200);
  await call(
    user,
    ['GET', 'audit', `${trail}&cursor=${encodeURIComponent(audit.nextCursor)}`],
    200,
  );
  await call(user, ['GET', 'audit', '/api/audit?action=activity.read'], 200);
  await call(user, ['GET', 'auditCsv', '/api/audit.csv?patientId=P-1'], 200);

  await call(server.anonymous(), ['GET', 'health', '/api/health'], 200);
  const confirm = { confirmEmail: user.email, password: TEST_PASSWORD };
  await call(user, ['DELETE', 'me', '/api/me'], 204, confirm);
}
