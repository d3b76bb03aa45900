/**
 * A prescription or review written in the same instant as the discharge (issue 35): tablets keep
 * saving while another discharges; every save either lands before the discharge or is refused
 * with 409 `programme_discharged`, never after it. "After" is read from the order in which the
 * data database finished the statements: no insert of a prescription or review of the programme
 * finishes after the discharge's update of the programme row.
 */
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import {
  DATABASES,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/test-server.js';

const TABLETS = 3;
const ROUNDS = 3;

/** What the database finished, in order: the statements that matter here. */
function statementOf({ sql, parameters }: CompiledQuery): string | null {
  const text = sql.replaceAll('`', '"');
  const programmeId = parameters.find((p) => typeof p === 'string' && p.startsWith('RACE-'));
  if (typeof programmeId !== 'string') return null;
  if (text.startsWith('insert into "prescriptions"')) return `prescription ${programmeId}`;
  if (text.startsWith('insert into "reviews"')) return `review ${programmeId}`;
  // The discharge's own update (it stamps updated_at), not a write's hold on the row.
  if (text.startsWith('update "programmes"') && text.includes('"updated_at"')) {
    return parameters.includes('discharged') ? `discharge ${programmeId}` : null;
  }
  return null;
}

describe.each(DATABASES)('writes racing a discharge on %s', (kind) => {
  let server: TestServer;
  const finished: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      {},
      {
        onDataQuery: (_ms, query) => {
          const statement = statementOf(query);
          if (statement) finished.push(statement);
        },
      },
    );
  });
  afterAll(() => server.close());

  /** Saves a prescription and a review over and over until `stop()`; the statuses answered. */
  async function keepWriting(tablet: TestClient, programmeId: string, stopped: () => boolean) {
    const statuses: number[] = [];
    for (let i = 0; !stopped() || i < 2; i++) {
      const [prescription, review] = await Promise.all([
        tablet.put(
          apiPaths.programmePrescription('P-1', programmeId),
          makePrescription({ minutes: 20 + (i % 30) }),
        ),
        tablet.post(apiPaths.programmeReviews('P-1', programmeId), { sign: false, note: `n${i}` }),
      ]);
      for (const answer of [prescription, review]) {
        statuses.push(answer.status);
        if (answer.status === 409) expect(answer.body.error.code).toBe('programme_discharged');
      }
    }
    return statuses;
  }

  it('lands every prescription and review before the discharge, or refuses it', async () => {
    const nurse = await server.signUp('Enf. Rápida');
    expect((await nurse.put(apiPaths.patient('P-1'), makePatient())).status).toBe(200);
    await nurse.put(apiPaths.patientAssessment('P-1', 'ET-1'), makeExerciseTest());
    for (let round = 0; round < ROUNDS; round++) {
      const programmeId = `RACE-${round}`;
      const programme = apiPaths.patientProgramme('P-1', programmeId);
      expect((await nurse.put(programme, makeProgramme())).status).toBe(200);
      let discharged = false;
      const tablets = Array.from({ length: TABLETS }, () =>
        keepWriting(nurse, programmeId, () => discharged),
      );
      const discharge = nurse
        .post(apiPaths.programmeDischarge('P-1', programmeId), { recommendations: 'fase 3' })
        .finally(() => {
          discharged = true;
        });
      expect((await discharge).status).toBe(201);
      const statuses = (await Promise.all(tablets)).flat();
      expect(
        statuses.every((status) => [200, 201, 409].includes(status)),
        `${statuses}`,
      ).toBe(true);
      expect(statuses).toContain(409);
      const mine = finished.filter((statement) => statement.endsWith(` ${programmeId}`));
      const dischargedAt = mine.indexOf(`discharge ${programmeId}`);
      expect(dischargedAt, 'the discharge ran').toBeGreaterThanOrEqual(0);
      expect(mine.slice(dischargedAt + 1), 'writes finished after the discharge').toEqual([]);
    }
  });
});
