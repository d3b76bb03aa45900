/**
 * The rehabilitation programme's endpoints, called the ways that reach different queries (create,
 * replay, edit over the right and a stale version, filters, unknown ids), by the tenant-key
 * scenario while patient P-1 exists in both workspaces.
 */
import type { apiRoutes } from '../../common/api/api-paths.js';
import {
  makeExerciseTest,
  makePrescription,
  makeProgramme,
  makeSixMinuteWalk,
} from '../test/programme-factories.js';
import { signatureBody } from '../test/review-signing.js';
import type { TestClient } from '../test/test-server.js';

type RouteName = keyof typeof apiRoutes;
type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
type User = TestClient & { userId: string; email: string };
export type ScenarioCall = (
  user: User,
  request: [Method, RouteName, string],
  expected: number,
  body?: unknown,
  version?: number,
) => Promise<ScenarioBody>;
/** The saved record under its name (`assessment`, `programme` …), each with a version. */
type ScenarioBody = Record<string, { version: number }>;

export async function callProgrammeEndpoints(user: User, other: User, call: ScenarioCall) {
  const assessment = (id: string, method: Method = 'GET', patientId = 'P-1') =>
    [method, 'patientAssessment', `/api/patients/${patientId}/assessments/${id}`] as [
      Method,
      RouteName,
      string,
    ];
  await call(other, assessment('A-1', 'PUT'), 200, makeExerciseTest());
  const test = await call(user, assessment('A-1', 'PUT'), 200, makeExerciseTest());
  await call(user, assessment('A-1', 'PUT'), 200, makeExerciseTest());
  const v = test.assessment!.version;
  await call(user, assessment('A-1', 'PUT'), 200, makeExerciseTest({ notes: 'edited' }), v);
  await call(user, assessment('A-1', 'PUT'), 409, makeExerciseTest({ notes: 'stale' }), v);
  await call(user, assessment('A-2', 'PUT'), 200, makeSixMinuteWalk());
  await call(user, assessment('A-3', 'PUT', 'P-404'), 404, makeSixMinuteWalk());
  await call(user, assessment('A-1'), 200);
  await call(user, assessment('A-404'), 404);
  const list = '/api/patients/P-1/assessments';
  await call(user, ['GET', 'patientAssessments', list], 200);
  await call(user, ['GET', 'patientAssessments', `${list}?kind=exercise-test`], 200);

  // Programmes: create, replay, a second active (409), edit, stale; prescriptions and history.
  const programme = (id: string, method: Method = 'GET') =>
    [method, 'patientProgramme', `/api/patients/P-1/programmes/${id}`] as [
      Method,
      RouteName,
      string,
    ];
  await call(other, programme('PR-1', 'PUT'), 200, makeProgramme());
  const created = await call(user, programme('PR-1', 'PUT'), 200, makeProgramme());
  await call(user, programme('PR-1', 'PUT'), 200, makeProgramme());
  await call(user, programme('PR-2', 'PUT'), 409, makeProgramme());
  const pv = created.programme!.version;
  await call(user, programme('PR-1', 'PUT'), 200, makeProgramme({ plannedSessions: 24 }), pv);
  await call(user, programme('PR-1', 'PUT'), 409, makeProgramme({ plannedSessions: 12 }), pv);
  await call(user, programme('PR-1'), 200);
  await call(user, ['GET', 'patientProgrammes', '/api/patients/P-1/programmes'], 200);
  const prescribe = `/api/patients/P-1/programmes/PR-1/prescription`;
  const put = ['PUT', 'programmePrescription', prescribe] as [Method, RouteName, string];
  await call(other, put, 200, makePrescription({ basedOn: 'A-1' }));
  const first = await call(user, put, 200, makePrescription({ basedOn: 'A-1' }));
  await call(user, put, 200, makePrescription({ basedOn: 'A-1' }));
  await call(
    user,
    put,
    200,
    makePrescription({ basedOn: 'A-1', minutes: 40 }),
    first.prescription!.version,
  );
  await call(user, put, 409, makePrescription({ basedOn: 'A-1', minutes: 20 }), 1);
  await call(user, put, 400, makePrescription({ basedOn: 'A-2' }));
  const history = '/api/patients/P-1/programmes/PR-1/prescriptions';
  await call(user, ['GET', 'programmePrescriptions', history], 200);

  // Reviews: mark oneself physician (personal workspace), sign, note, list, the due list.
  const self = ['PUT', 'clinician', `/api/clinicians/${user.userId}`] as [
    Method,
    RouteName,
    string,
  ];
  await call(user, self, 200, { physician: true, registration: 'CRM-SP 1' });
  await call(other, ['PUT', 'clinician', `/api/clinicians/${user.userId}`], 404, {
    physician: true,
    registration: 'CRM-SP 2',
  });
  await call(user, ['GET', 'clinicians', '/api/clinicians'], 200);
  const reviews = '/api/patients/P-1/programmes/PR-1/reviews';
  const signature = await signatureBody(user, reviews, 'ok');
  await call(user, ['POST', 'programmeReviews', reviews], 201, signature);
  await call(user, ['POST', 'programmeReviews', reviews], 201, { note: 'seen' });
  await call(other, ['POST', 'programmeReviews', reviews], 403, signature);
  await call(user, ['GET', 'programmeReviews', reviews], 200);
  await call(user, ['GET', 'reviewsDue', '/api/reviews/due'], 200);

  // Summary, live then frozen by the discharge; a second discharge is a 409.
  const summary = '/api/patients/P-1/programmes/PR-1/summary';
  await call(user, ['GET', 'programmeSummary', summary], 200);
  const discharge = '/api/patients/P-1/programmes/PR-1/discharge';
  await call(user, ['POST', 'programmeDischarge', discharge], 201, { recommendations: 'walk' });
  await call(user, ['POST', 'programmeDischarge', discharge], 409, { recommendations: 'again' });
  await call(user, ['GET', 'programmeSummary', summary], 200);
}
