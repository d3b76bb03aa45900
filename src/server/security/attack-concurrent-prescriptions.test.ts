/**
 * Attack suite, saves at once (issue 35): prescription saves sent together without `If-Match`
 * each store a new version (the last one current) on both databases; PostgreSQL used to answer
 * a spurious 409 when two took the same version number. With `If-Match`, racing saves over one
 * version still get exactly one winner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

const PROGRAMME = '/api/patients/P-1/programmes/PR-1';
const SAVES = 10;

describe.each(DATABASES)('concurrent prescription saves on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function clinicianWithProgramme() {
    const user = await server.signUp('Fisio Paulo');
    expect((await user.put('/api/patients/P-1', makePatient())).status).toBe(200);
    const test = await user.put('/api/patients/P-1/assessments/ET-1', makeExerciseTest());
    expect(test.status).toBe(200);
    expect((await user.put(PROGRAMME, makeProgramme())).status).toBe(200);
    return user;
  }

  it('store every save sent at once without If-Match, each as a new version', async () => {
    const user = await clinicianWithProgramme();
    const saves = await Promise.all(
      Array.from({ length: SAVES }, (_, i) =>
        user.put(`${PROGRAMME}/prescription`, makePrescription({ minutes: 20 + i })),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(Array(SAVES).fill(200));
    const history = (await user.get(`${PROGRAMME}/prescriptions`)).body.prescriptions;
    expect(history.map((p: { version: number }) => p.version)).toEqual(
      Array.from({ length: SAVES }, (_, i) => SAVES - i),
    );
    const minutes = history.map((p: { minutes: number }) => p.minutes).sort();
    expect(minutes).toEqual(Array.from({ length: SAVES }, (_, i) => 20 + i));
  });

  it('let exactly one of the saves over one version win with If-Match', async () => {
    const user = await clinicianWithProgramme();
    expect((await user.put(`${PROGRAMME}/prescription`, makePrescription())).status).toBe(200);
    const saves = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        user.request('PUT', `${PROGRAMME}/prescription`, makePrescription({ minutes: 40 + i }), {
          headers: { 'if-match': '1' },
        }),
      ),
    );
    const statuses = saves.map((save) => save.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
  });
});
