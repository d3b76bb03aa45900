/**
 * Attack suite, issue 35's low findings: dates outside 1900-01-01 … the latest today on Earth
 * (year 0000 made the reviews-due list answer a date before the Common Era), invisible
 * text-direction and zero-width characters in what is printed as who someone is, a malformed
 * If-None-Match the prescription ignored, and `list-sessions` handing out every device's token.
 * Each is refused with a 400 naming the field (or, for sessions, the token is simply absent).
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { DATABASES, TEST_PASSWORD, TestClient } from '../test/test-server.js';
import { ORG } from '../workspaces/clinic.test-helpers.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

const HIDDEN = [
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
];
const questionnaire = (name: string) => ({
  kind: 'questionnaire',
  date: '2026-10-05',
  name,
  score: 3,
});

describe.each(DATABASES)('dates, identity text and session tokens on %s', (kind) => {
  const scene = useAttackScene(kind);
  const put = (path: string, body: unknown, headers?: Record<string, string>) =>
    scene.send('PUT', path, { body, headers });
  function expectField(answer: Awaited<ReturnType<typeof put>>, field: string, what: string) {
    if (answer.status < 300) scene.tally.breaches++;
    expectApiError(answer, 400, what);
    expect(answer.body.error.details, what).toContainEqual(expect.objectContaining({ field }));
  }

  it('refuses dates before 1900 or past today anywhere, and lists no due date before them', async () => {
    for (const date of ['0000-01-01', '0001-01-01', '1899-12-31', '9999-12-31']) {
      const test = await put(apiPaths.patientAssessment('BRUNO-1', 'ET-OLD'), {
        ...makeExerciseTest(),
        date,
      });
      expectField(test, 'body.date', `assessment ${date}`);
      const programme = await put(
        apiPaths.patientProgramme('BRUNO-1', 'PR-ODD'),
        makeProgramme({ startDate: date }),
      );
      expectField(programme, 'body.startDate', `programme ${date}`);
      const patient = await put('/api/patients/BRUNO-OLD', makePatient({ birthDate: date }));
      expectField(patient, 'body.birthDate', `birth ${date}`);
    }
    const earliest = { ...makeExerciseTest(), date: '1900-01-01' };
    expect((await put(apiPaths.patientAssessment('BRUNO-1', 'ET-1900'), earliest)).status).toBe(
      200,
    );
    const due = (await scene.bruno.get(apiPaths.reviewsDue())).body.due as { dueAt: number }[];
    expect(due.every((d) => d.dueAt > Date.UTC(1900, 0, 1))).toBe(true);
  });

  it('refuses invisible direction and zero-width characters where identity is printed', async () => {
    for (const mark of HIDDEN) {
      const what = `U+${mark.codePointAt(0)!.toString(16).toUpperCase()}`;
      const clinician = await put(apiPaths.clinician(scene.bruno.userId), {
        physician: true,
        registration: `CRM-SP ${mark}123456`,
      });
      expectField(clinician, 'body.registration', `registration ${what}`);
      const named = await put(
        apiPaths.patientAssessment('BRUNO-1', 'Q-1'),
        questionnaire(`MLH${mark}FQ`),
      );
      expectField(named, 'body.name', `questionnaire ${what}`);
      const renamed = await scene.send('POST', '/api/auth/update-user', {
        body: { name: `Dr.${mark} Bruno` },
      });
      expectField(renamed, 'body.name', `display name ${what}`);
      const clinic = await scene.send('POST', `${ORG}/create`, {
        body: { name: `Clínica${mark}Vida`, slug: `c-${what.toLowerCase().slice(2)}` },
      });
      expectField(clinic, 'body.name', `clinic ${what}`);
    }
    expect((await scene.bruno.get('/api/me')).body.name).toBe('Dr. Bruno');
  });

  it('refuses a malformed If-None-Match on a prescription as on every other route', async () => {
    await put(apiPaths.patientAssessment('BRUNO-1', 'ET-1'), makeExerciseTest());
    expect((await put(apiPaths.patientProgramme('BRUNO-1', 'PR-1'), makeProgramme())).status).toBe(
      200,
    );
    const path = apiPaths.programmePrescription('BRUNO-1', 'PR-1');
    for (const value of ['**', '"1"', 'W/"*"', "*' OR '1'='1"]) {
      const answer = await put(path, makePrescription(), { 'if-none-match': value });
      expectField(answer, 'headers.if-none-match', `If-None-Match ${value}`);
    }
    const both = await put(path, makePrescription(), { 'if-none-match': '*', 'if-match': '1' });
    expectField(both, 'headers.if-none-match', 'beside If-Match');
    const versions = await scene.bruno.get(
      `${apiPaths.patientProgramme('BRUNO-1', 'PR-1')}/prescriptions`,
    );
    expect(versions.body.prescriptions).toEqual([]);
  });

  it('lists sessions without their tokens, and signs a device out by its id only', async () => {
    const other = new TestClient(scene.server.baseUrl);
    const signIn = { email: scene.bruno.email, password: TEST_PASSWORD };
    expect((await other.post('/api/auth/sign-in/email', signIn)).status).toBe(200);
    const listed = await scene.send('GET', '/api/auth/list-sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.body as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const session of sessions) expect(session).not.toHaveProperty('token');
    const cookieToken = (client: TestClient) =>
      decodeURIComponent(/session_token=([^;.]+)/.exec(client.cookie)?.[1] ?? '');
    if (JSON.stringify(listed.body).includes(cookieToken(other))) scene.tally.breaches++;

    for (const anaSession of (await scene.ana.get('/api/auth/list-sessions')).body) {
      const answer = await scene.send('POST', '/api/auth/revoke-session', {
        body: { id: anaSession.id },
      });
      expectApiError(answer, 404, "Ana's session id");
    }
    expect((await scene.ana.get('/api/me')).status).toBe(200);

    const mine = (await other.get('/api/auth/get-session')).body.session.id as string;
    const revoked = await scene.send('POST', '/api/auth/revoke-session', { body: { id: mine } });
    expect(revoked.status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await scene.bruno.get('/api/me')).status).toBe(200);
  });
});
