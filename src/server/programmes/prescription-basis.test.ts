import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

describe.each(DATABASES)('a prescription whose basis changed on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('is flagged targetOutdated until prescribed again', async () => {
    const user = await server.signUp();
    const programme = apiPaths.patientProgramme('P-1', 'PR-1');
    const outdated = async () => (await user.get(programme)).body.programme.targetOutdated;
    await user.put(
      apiPaths.patient('P-1'),
      makePatient({ clinicalProfile: { betaBlocker: true } }),
    );
    await user.put(apiPaths.patientAssessment('P-1', 'ET-1'), makeExerciseTest());
    const created = await user.put(programme, makeProgramme());
    expect(created.body.programme.targetOutdated).toBe(false);
    await user.put(apiPaths.programmePrescription('P-1', 'PR-1'), makePrescription());
    expect(await outdated()).toBe(false);

    // The test is corrected: ischaemia at 118 bpm puts the safe maximum at 108, below VT2 (115).
    await user.put(
      apiPaths.patientAssessment('P-1', 'ET-1'),
      makeExerciseTest({ ischaemicHr: 118 }),
    );
    expect(await outdated()).toBe(true);
    const again = await user.put(apiPaths.programmePrescription('P-1', 'PR-1'), makePrescription());
    expect(again.body.prescription).toMatchObject({ version: 2, target: { highBpm: 108 } });
    expect(await outdated()).toBe(false);

    // An ICD is recorded with a limit of 110: the safe maximum drops to 100.
    const icd = { betaBlocker: true, implantedDevice: 'icd' as const, deviceLimitBpm: 110 };
    await user.put(apiPaths.patient('P-1'), makePatient({ clinicalProfile: icd }));
    expect(await outdated()).toBe(true);
    expect((await user.get(apiPaths.patientProgrammes('P-1'))).body.programmes[0]).toMatchObject({
      targetOutdated: true,
    });
  });
});
