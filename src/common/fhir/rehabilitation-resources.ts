/**
 * A patient's rehabilitation records as FHIR R4 resources for their bundle (PRODUCT.md section
 * 10): each programme as a CarePlan (the individualised treatment plan, FITT in its activity),
 * its prescription's target band as a Goal, and the assessments as Observations with LOINC codes:
 * 6-minute walk distance 64098-7, heart rate 8867-4, blood pressure panel 85354-9 (systolic
 * 8480-6, diastolic 8462-4 as components).
 */
import type { Assessment } from '../schemas/assessment.js';
import type { Programme } from '../schemas/programme.js';
import type { FhirCarePlan, FhirCodeableConcept, FhirGoal, FhirObservation } from './fhir-types.js';
import { fhirIdOf, HEART_RATE, PER_MIN, UCUM, VITAL_SIGNS } from './patient-bundle.js';

const LOINC = 'http://loinc.org';
const loinc = (code: string, display: string): FhirCodeableConcept => ({
  coding: [{ system: LOINC, code, display }],
  text: display,
});
const category = (code: string, display: string) => [
  {
    coding: [
      { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code, display },
    ],
  },
];
const MM_HG = { unit: 'mmHg', system: UCUM, code: 'mm[Hg]' };

export interface RehabilitationRecords {
  programmes: readonly Programme[];
  assessments: readonly Assessment[];
  /** The recommendations written at discharge, by programme id. */
  recommendations?: ReadonlyMap<string, string>;
}

const goalIdOf = (programmeId: string) => fhirIdOf(`goal-${programmeId}`);

function goalOf(programme: Programme, subject: string): FhirGoal | null {
  const target = programme.prescription?.target;
  if (!target) return null;
  const bpm = (value: number) => ({ value, ...PER_MIN });
  return {
    resourceType: 'Goal',
    id: goalIdOf(programme.programmeId),
    lifecycleStatus: programme.status === 'active' ? 'active' : 'completed',
    description: { text: `Exercise heart rate ${target.lowBpm}–${target.highBpm} bpm` },
    subject: { reference: subject },
    startDate: programme.startDate,
    target: [
      { measure: HEART_RATE, detailRange: { low: bpm(target.lowBpm), high: bpm(target.highBpm) } },
    ],
  };
}

function carePlanOf(programme: Programme, subject: string, recommendations?: string): FhirCarePlan {
  const p = programme.prescription;
  const goal = goalOf(programme, subject);
  const fitt = p
    ? `${p.modality}, ${p.minutes} min, ${programme.sessionsPerWeek}×/week, intensity ${p.intensity.method}`
    : `${programme.sessionsPerWeek}×/week, no prescription yet`;
  return {
    resourceType: 'CarePlan',
    id: fhirIdOf(`careplan-${programme.programmeId}`),
    identifier: [{ system: 'urn:ritmo:programme-id', value: programme.programmeId }],
    status: programme.status === 'active' ? 'active' : 'completed',
    intent: 'plan',
    title: `Rehabilitation programme, phase ${programme.phase} (${programme.riskClass} risk)`,
    subject: { reference: subject },
    period: { start: programme.startDate },
    ...(goal ? { goal: [{ reference: `Goal/${goal.id}` }] } : {}),
    activity: [
      {
        detail: {
          status: programme.status === 'active' ? 'in-progress' : 'completed',
          description: fitt,
          scheduledTiming: {
            repeat: {
              count: programme.plannedSessions,
              frequency: programme.sessionsPerWeek,
              period: 1,
              periodUnit: 'wk',
              ...(p ? { duration: p.minutes, durationUnit: 'min' } : {}),
            },
          },
        },
      },
    ],
    ...(recommendations ? { note: [{ text: recommendations }] } : {}),
  };
}

function observationsOf(a: Assessment, subject: string): FhirObservation[] {
  const base = {
    resourceType: 'Observation' as const,
    status: 'final' as const,
    subject: { reference: subject },
    effectiveDateTime: a.date,
  };
  const id = (suffix: string) => fhirIdOf(`${a.assessmentId}-${suffix}`);
  const found: FhirObservation[] = [];
  if (a.kind === 'six-minute-walk') {
    found.push({
      ...base,
      id: id('6mwt'),
      category: category('activity', 'Activity'),
      code: loinc('64098-7', 'Six minute walk test'),
      valueQuantity: { value: a.distanceM, unit: 'm', system: UCUM, code: 'm' },
    });
  }
  if (a.kind === 'vitals' && a.sbp !== null && a.dbp !== null) {
    found.push({
      ...base,
      id: id('bp'),
      category: VITAL_SIGNS,
      code: loinc('85354-9', 'Blood pressure panel with all children optional'),
      component: [
        {
          code: loinc('8480-6', 'Systolic blood pressure'),
          valueQuantity: { value: a.sbp, ...MM_HG },
        },
        {
          code: loinc('8462-4', 'Diastolic blood pressure'),
          valueQuantity: { value: a.dbp, ...MM_HG },
        },
      ],
    });
  }
  if (a.kind === 'vitals' && a.hr !== null) {
    found.push({
      ...base,
      id: id('hr'),
      category: VITAL_SIGNS,
      code: HEART_RATE,
      valueQuantity: { value: a.hr, ...PER_MIN },
    });
  }
  return found;
}

/** The resources to add to the patient's bundle, subject `Patient/<id>`. */
export function rehabilitationResources(subject: string, records: RehabilitationRecords) {
  const resources: (FhirCarePlan | FhirGoal | FhirObservation)[] = [];
  for (const programme of records.programmes) {
    const recommendations = records.recommendations?.get(programme.programmeId);
    resources.push(carePlanOf(programme, subject, recommendations));
    const goal = goalOf(programme, subject);
    if (goal) resources.push(goal);
  }
  for (const assessment of records.assessments)
    resources.push(...observationsOf(assessment, subject));
  return resources;
}
