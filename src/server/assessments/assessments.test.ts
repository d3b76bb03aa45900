import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makeSixMinuteWalk } from '../test/programme-factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

const url = (assessmentId = '', patientId = 'P-1') =>
  `/api/patients/${patientId}/assessments${assessmentId ? `/${assessmentId}` : ''}`;

describe.each(DATABASES)('assessments on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function userWithPatient(name = 'Nurse Rita') {
    const user = await server.signUp(name);
    expect((await user.put('/api/patients/P-1', makePatient())).status).toBe(200);
    return user;
  }

  it('saves each kind, recorded by the signed-in member, and lists them newest first', async () => {
    const user = await userWithPatient();
    const test = await user.put(url('A-1'), { ...makeExerciseTest(), by: 'Dr. Someone Else' });
    expect(test.status).toBe(200);
    const by = { id: user.userId, name: 'Nurse Rita', email: user.email };
    expect(test.body.assessment).toMatchObject({
      ...makeExerciseTest(),
      assessmentId: 'A-1',
      patientId: 'P-1',
      notes: '',
      by,
      version: 1,
    });
    const walk = await user.put(url('A-2'), makeSixMinuteWalk({ date: '2026-11-01' }));
    expect(walk.body.assessment).toMatchObject({ distanceM: 412, borgFatigue: 4.5, by });
    const vitals = { kind: 'vitals', date: '2026-10-20', sbp: 132, dbp: 84 };
    expect((await user.put(url('A-3'), vitals)).body.assessment).toMatchObject({
      ...vitals,
      hr: null,
      weightKg: null,
    });
    const quiz = { kind: 'questionnaire', date: '2026-10-01', name: 'MacNew', score: 5.4 };
    expect((await user.put(url('A-4'), quiz)).status).toBe(200);

    const list = await user.get(url());
    expect(list.body.assessments.map((a: { assessmentId: string }) => a.assessmentId)).toEqual([
      'A-2',
      'A-3',
      'A-1',
      'A-4',
    ]);
    expect(list.body.assessments[2]).toEqual(test.body.assessment);
    const tests = await user.get(`${url()}?kind=exercise-test`);
    expect(tests.body.assessments).toEqual([test.body.assessment]);
    expect((await user.get(url('A-1'))).body.assessment).toEqual(test.body.assessment);
  });

  it('a replay writes nothing; an edit is a new version; a stale edit is a 409', async () => {
    const user = await userWithPatient();
    const first = await user.put(url('A-1'), makeExerciseTest());
    const replay = await user.put(url('A-1'), makeExerciseTest());
    expect(replay.body.assessment).toEqual(first.body.assessment);
    const ifMatch = (v: number) => ({ headers: { 'if-match': String(v) } });
    const edited = await user.request(
      'PUT',
      url('A-1'),
      makeExerciseTest({ ischaemicHr: 120 }),
      ifMatch(1),
    );
    expect(edited.body.assessment).toMatchObject({ version: 2, ischaemicHr: 120 });
    const stale = await user.request(
      'PUT',
      url('A-1'),
      makeExerciseTest({ peakHr: 140 }),
      ifMatch(1),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect(stale.body.current).toEqual(edited.body.assessment);
    const missing = await user.request('PUT', url('A-9'), makeExerciseTest(), ifMatch(1));
    expect(missing.status).toBe(409);
    expect(missing.body.current).toBeNull();
    expect((await user.get(url('A-9'))).status).toBe(404);
  });

  it('If-None-Match: * creates only: an existing id answers 409 with the stored assessment', async () => {
    const user = await userWithPatient();
    const createOnly = { headers: { 'if-none-match': '*' } };
    const created = await user.request('PUT', url('A-1'), makeExerciseTest(), createOnly);
    expect(created.status).toBe(200);
    expect(created.body.assessment.version).toBe(1);
    const again = await user.request(
      'PUT',
      url('A-1'),
      makeExerciseTest({ peakHr: 150 }),
      createOnly,
    );
    expect(again.status).toBe(409);
    expect(again.body.current).toEqual(created.body.assessment);
    // A replay of the same create is refused too: the client sees its own content and is done.
    const replay = await user.request('PUT', url('A-1'), makeExerciseTest(), createOnly);
    expect(replay.status).toBe(409);
    expect((await user.get(url('A-1'))).body.assessment).toEqual(created.body.assessment);
    const both = await user.request('PUT', url('A-2'), makeExerciseTest(), {
      headers: { 'if-none-match': '*', 'if-match': '1' },
    });
    expect(both.status).toBe(400);
  });

  it('answers 404 for an unknown patient or assessment, storing nothing', async () => {
    const user = await userWithPatient();
    const orphan = await user.put(url('A-1', 'P-404'), makeExerciseTest());
    expect(orphan.status).toBe(404);
    expect((await user.get(url('', 'P-404'))).status).toBe(404);
    expect((await user.get(url('A-1'))).status).toBe(404);
    expect((await user.get(url())).body).toEqual({ assessments: [] });
  });

  it.each([
    [makeExerciseTest({ vt1Hr: 120, vt2Hr: 110 }), 'body.vt2Hr'],
    [makeExerciseTest({ peakHr: 60 }), 'body.peakHr'],
    [makeExerciseTest({ vt1Hr: 130 }), 'body.vt1Hr'],
    [makeExerciseTest({ ischaemicHr: 50 }), 'body.ischaemicHr'],
    [makeExerciseTest({ onBetaBlocker: undefined }), 'body.onBetaBlocker'],
    [makeExerciseTest({ date: '2999-01-01' }), 'body.date'],
    [makeSixMinuteWalk({ borgFatigue: 3.3 }), 'body.borgFatigue'],
    [makeSixMinuteWalk({ distanceM: -5 }), 'body.distanceM'],
    [makeSixMinuteWalk({ stoppedEarlyAtS: 0, stopReason: 'pale' }), 'body.stoppedEarlyAtS'],
    [makeSixMinuteWalk({ stoppedEarlyAtS: 360, stopReason: 'pale' }), 'body.stoppedEarlyAtS'],
    [makeSixMinuteWalk({ stoppedEarlyAtS: 90.5, stopReason: 'pale' }), 'body.stoppedEarlyAtS'],
    [makeSixMinuteWalk({ stoppedEarlyAtS: 90 }), 'body.stopReason'],
    [makeSixMinuteWalk({ stopReason: 'chest-pain' }), 'body.stoppedEarlyAtS'],
    [makeSixMinuteWalk({ stoppedEarlyAtS: 90, stopReason: 'tired' as 'other' }), 'body.stopReason'],
    [{ kind: 'vitals', date: '2026-10-01' }, 'body.sbp'],
    [{ kind: 'vitals', date: '2026-10-01', sbp: 80, dbp: 90 }, 'body.dbp'],
    [{ kind: 'questionnaire', date: '2026-10-01', name: ' ', score: 1 }, 'body.name'],
    [{ kind: 'stress-echo', date: '2026-10-01' }, 'body.kind'],
  ])('refuses %j naming %s', async (body, field) => {
    const user = await userWithPatient();
    const response = await user.put(url('A-1'), body);
    expect(response.status).toBe(400);
    expect(response.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await user.get(url('A-1'))).status).toBe(404);
  });

  it('keeps an early stop (ATS 2002: time and reason) from 1 s to 359 s; a whole walk has none', async () => {
    const user = await userWithPatient();
    const early = makeSixMinuteWalk({
      distanceM: 210,
      stoppedEarlyAtS: 1,
      stopReason: 'chest-pain',
    });
    expect((await user.put(url('W-1'), early)).status).toBe(200);
    const late = makeSixMinuteWalk({ stoppedEarlyAtS: 359, stopReason: 'other' });
    expect((await user.put(url('W-2'), late)).status).toBe(200);
    expect((await user.put(url('W-3'), makeSixMinuteWalk())).status).toBe(200);
    expect((await user.get(url('W-1'))).body.assessment).toMatchObject({
      distanceM: 210,
      stoppedEarlyAtS: 1,
      stopReason: 'chest-pain',
    });
    expect((await user.get(url('W-2'))).body.assessment).toMatchObject({
      stoppedEarlyAtS: 359,
      stopReason: 'other',
    });
    expect((await user.get(url('W-3'))).body.assessment).toMatchObject({
      stoppedEarlyAtS: null,
      stopReason: null,
    });
  });

  it('puts every write and read in the audit trail, not a replay', async () => {
    const user = await userWithPatient();
    await user.put(url('A-1'), makeExerciseTest());
    await user.put(url('A-1'), makeExerciseTest());
    await user.get(url('A-1'));
    await user.get(url());
    const trail = await user.get('/api/audit?patientId=P-1');
    const actions = trail.body.events.map((e: { action: string }) => e.action);
    expect(actions).toEqual([
      'assessment.read',
      'assessment.read',
      'assessment.write',
      'patient.write',
    ]);
    expect(trail.body.events[0]).toMatchObject({ actorId: user.userId, patientId: 'P-1' });
  });
});
