/**
 * Attack suite, the discharge (issue 35, #5): a programme is discharged only by its discharge
 * (the frozen summary, the `programme.discharge` event), never by saving `status: discharged`;
 * once discharged it is read-only for every route (the plan, the prescription, reviews and
 * signatures), while the patient's assessments go on. Any of those writes answering 2xx is a
 * breach.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { latestTodayAnywhere } from '../../common/schemas/iso-date.js';
import {
  makeExerciseTest,
  makePrescription,
  makeProgramme,
  makeSixMinuteWalk,
} from '../test/programme-factories.js';
import { SIGNATURE_ATTEMPT } from '../test/review-signing.js';
import { DATABASES } from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';
import { type AttackScene, useAttackScene } from './attack-fixture.test-helpers.js';

const PROGRAMME = apiPaths.patientProgramme('BRUNO-1', 'PR-1');

/** A refusal that must hold; a 2xx counts as a breach before the assertion fails. */
function expectRefused(
  scene: AttackScene,
  answer: Awaited<ReturnType<AttackScene['send']>>,
  status: number,
  code: string,
  field: string,
  what: string,
) {
  if (answer.status < 300) scene.tally.breaches++;
  expectApiError(answer, status, what);
  expect(answer.body.error.code, what).toBe(code);
  expect(answer.body.error.details, what).toContainEqual(expect.objectContaining({ field }));
}

describe.each(DATABASES)('discharge attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  const put = (path: string, body: unknown) => scene.send('PUT', path, { body });
  const post = (path: string, body: unknown) => scene.send('POST', path, { body });

  async function programmeWithPrescription() {
    await put(apiPaths.patientAssessment('BRUNO-1', 'ET-1'), makeExerciseTest());
    expect((await put(PROGRAMME, makeProgramme())).status).toBe(200);
    const prescribed = await put(
      apiPaths.programmePrescription('BRUNO-1', 'PR-1'),
      makePrescription(),
    );
    expect(prescribed.status).toBe(200);
  }
  const programme = async () => (await scene.bruno.get(PROGRAMME)).body.programme;
  const dischargeEvents = async () =>
    (await scene.bruno.get('/api/audit?action=programme.discharge')).body.events.length;

  it('takes no discharge by a save, so nothing can skip the frozen summary', async () => {
    await programmeWithPrescription();
    const skipped = await put(PROGRAMME, makeProgramme({ status: 'discharged' }));
    expectRefused(scene, skipped, 409, 'conflict', 'body.status', 'PUT status discharged');
    expect(await programme()).toMatchObject({ status: 'active', version: 1 });
    expect(await dischargeEvents()).toBe(0);
    const created = await put(
      apiPaths.patientProgramme('BRUNO-1', 'PR-NEW'),
      makeProgramme({ status: 'discharged' }),
    );
    expectRefused(scene, created, 409, 'conflict', 'body.status', 'new programme discharged');
  });

  it('keeps a discharged programme read-only on every route, signatures included', async () => {
    await scene.bruno.put(apiPaths.clinician(scene.bruno.userId), {
      physician: true,
      registration: 'CRM-SP 123456',
    });
    const discharge = apiPaths.programmeDischarge('BRUNO-1', 'PR-1');
    const discharged = await post(discharge, { recommendations: 'Fase 3' });
    expect(discharged.status).toBe(201);
    const frozen = discharged.body.summary;
    expect(await dischargeEvents()).toBe(1);
    const before = await programme();

    const reopened = await put(PROGRAMME, makeProgramme());
    expectRefused(scene, reopened, 409, 'programme_discharged', 'params.programmeId', 'reopen');
    const changed = await put(PROGRAMME, makeProgramme({ status: 'discharged', phase: 3 }));
    expectRefused(scene, changed, 409, 'programme_discharged', 'params.programmeId', 'change');
    const prescribed = await put(
      apiPaths.programmePrescription('BRUNO-1', 'PR-1'),
      makePrescription({ minutes: 45 }),
    );
    expectRefused(scene, prescribed, 409, 'programme_discharged', 'params.programmeId', 'rx');
    const reviews = apiPaths.programmeReviews('BRUNO-1', 'PR-1');
    for (const body of [SIGNATURE_ATTEMPT, { note: 'late note', sign: false }]) {
      const review = await post(reviews, body);
      expectRefused(scene, review, 409, 'programme_discharged', 'params.programmeId', 'review');
    }
    const again = await post(discharge, { recommendations: 'twice' });
    expectRefused(scene, again, 409, 'programme_discharged', 'params.programmeId', 'twice');

    expect(await programme()).toEqual(before);
    expect((await scene.bruno.get(reviews)).body.reviews).toEqual([]);
    // A device replaying the programme as it now is gets it back, as from any replay.
    expect((await put(PROGRAMME, makeProgramme({ status: 'discharged' }))).status).toBe(200);

    // The patient's assessments go on; one dated after the discharge changes no frozen summary.
    const walk = makeSixMinuteWalk({ date: latestTodayAnywhere(), distanceM: 600 });
    expect((await put(apiPaths.patientAssessment('BRUNO-1', '6MW-9'), walk)).status).toBe(200);
    const summary = await scene.bruno.get(apiPaths.programmeSummary('BRUNO-1', 'PR-1'));
    expect(summary.body.summary).toEqual(frozen);
  });
});
