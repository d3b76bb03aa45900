/**
 * A FHIR R4 Bundle for one patient: the Patient plus, per session, a heart-rate Observation
 * (LOINC 8867-4, mean HR in /min) and one with the HR series as SampledData at 1 s.
 */
import type { Activity } from '../schemas/activity.js';
import type { Patient } from '../schemas/patient.js';
import type { FhirBundle, FhirObservation, FhirPatient } from './fhir-types.js';

const UCUM = 'http://unitsofmeasure.org' as const;
const PER_MIN = { unit: 'beats/minute', system: UCUM, code: '/min' };
const HEART_RATE = {
  coding: [{ system: 'http://loinc.org', code: '8867-4', display: 'Heart rate' }],
  text: 'Heart rate',
};
const VITAL_SIGNS = [
  {
    coding: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/observation-category',
        code: 'vital-signs',
        display: 'Vital Signs',
      },
    ],
  },
];
const SERIES_PERIOD_MS = 1000;

/** FHIR ids allow letters, digits, "-" and "."; a patientId may also hold "_". */
export function fhirIdOf(patientId: string): string {
  return patientId.replace(/_/g, '-').slice(0, 64);
}

const iso = (ms: number) => new Date(ms).toISOString();

function toFhirPatient(patient: Patient): FhirPatient {
  return {
    resourceType: 'Patient',
    id: fhirIdOf(patient.patientId),
    identifier: [{ system: 'urn:ritmo:patient-id', value: patient.patientId }],
    name: [{ text: patient.patientName }],
    gender: patient.sex,
    ...(patient.birthDate ? { birthDate: patient.birthDate } : {}),
  };
}

/** HR resampled to one value a second (the last reading at or before each second; E = none). */
export function heartRateSeries(
  activity: Pick<Activity, 'samples' | 'startedAt' | 'endedAt'>,
): string {
  const { t, hr } = activity.samples;
  const seconds = Math.max(
    1,
    Math.ceil((activity.endedAt - activity.startedAt) / SERIES_PERIOD_MS),
  );
  const values: string[] = [];
  let i = 0;
  let last: number | null = null;
  for (let s = 0; s < seconds; s++) {
    const at = s * SERIES_PERIOD_MS;
    while (i < t.length && t[i]! <= at) {
      const value = hr?.[i];
      if (value !== null && value !== undefined) last = value;
      i++;
    }
    values.push(last === null ? 'E' : String(Math.round(last)));
  }
  return values.join(' ');
}

function observationsOf(activity: Activity, subject: string): FhirObservation[] {
  const effectivePeriod = { start: iso(activity.startedAt), end: iso(activity.endedAt) };
  const base = {
    resourceType: 'Observation' as const,
    status: 'final' as const,
    category: VITAL_SIGNS,
    code: HEART_RATE,
    subject: { reference: subject },
    effectivePeriod,
  };
  const observations: FhirObservation[] = [];
  if (activity.summary.hrAvg !== null) {
    observations.push({
      ...base,
      id: activity.activityId,
      valueQuantity: { value: activity.summary.hrAvg, ...PER_MIN },
      note: [{ text: `Mean heart rate of a ${activity.type} session` }],
    });
  }
  if (activity.samples.hr && activity.samples.t.length > 0) {
    observations.push({
      ...base,
      id: `${activity.activityId}-series`,
      valueSampledData: {
        origin: { value: 0, ...PER_MIN },
        period: SERIES_PERIOD_MS,
        dimensions: 1,
        data: heartRateSeries(activity),
      },
    });
  }
  return observations;
}

export function buildPatientBundle(
  patient: Patient,
  activities: Activity[],
  generatedAt: number,
): FhirBundle {
  const fhirPatient = toFhirPatient(patient);
  const subject = `Patient/${fhirPatient.id}`;
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: iso(generatedAt),
    entry: [
      { resource: fhirPatient },
      ...activities.flatMap((activity) =>
        observationsOf(activity, subject).map((resource) => ({ resource })),
      ),
    ],
  };
}
