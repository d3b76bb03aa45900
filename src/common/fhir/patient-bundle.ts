/**
 * A FHIR R4 Bundle for one patient: the Patient plus, per session, a heart-rate Observation
 * (LOINC 8867-4, mean HR in /min), one with the HR series as SampledData at 1 s, and the session
 * itself as an Encounter whose `class` says where it was done (home or clinic), which the
 * Observations name.
 */
import type { Activity } from '../schemas/activity.js';
import { clampToDateRange, MAX_ACTIVITY_MS } from '../schemas/epoch-ms.js';
import type { Patient } from '../schemas/patient.js';
import type { FhirBundle, FhirEncounter, FhirObservation, FhirPatient } from './fhir-types.js';

export const UCUM = 'http://unitsofmeasure.org' as const;
export const PER_MIN = { unit: 'beats/minute', system: UCUM, code: '/min' };
export const HEART_RATE = {
  coding: [{ system: 'http://loinc.org', code: '8867-4', display: 'Heart rate' }],
  text: 'Heart rate',
};
export const VITAL_SIGNS = [
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
const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
/** Encounter.class (v3 ActCode) by where the session was done; no setting is the clinic's. */
export const ENCOUNTER_CLASS = {
  home: { system: ACT_CODE, code: 'HH', display: 'home health' },
  clinic: { system: ACT_CODE, code: 'AMB', display: 'ambulatory' },
} as const;
const SERIES_PERIOD_MS = 1000;
/** A day at 1 s, the longest a session may last; a row stored before that limit is cut there. */
const MAX_SERIES_POINTS = MAX_ACTIVITY_MS / SERIES_PERIOD_MS;
/**
 * Every series of one bundle together (~1,400 h at 1 s, ~6 MB of text): past it, the oldest
 * sessions keep only their mean HR, so no history, however long or forged, can make one export
 * hold the server's time and memory.
 */
const MAX_BUNDLE_SERIES_POINTS = 5_000_000;

/** FHIR ids allow letters, digits, "-" and "."; a patientId may also hold "_". */
export function fhirIdOf(patientId: string): string {
  return patientId.replace(/_/g, '-').slice(0, 64);
}

// Clamped: an epoch past what a Date holds (stored before the limits) would throw here.
const iso = (ms: number) => new Date(clampToDateRange(ms)).toISOString();

function toFhirPatient(patient: Patient): FhirPatient {
  return {
    resourceType: 'Patient',
    id: fhirIdOf(patient.patientId),
    identifier: [{ system: 'urn:ritmo:patient-id', value: patient.patientId }],
    name: [{ text: patient.patientName }],
    gender: patient.sex,
    ...(patient.birthDate ? { birthDate: patient.birthDate } : {}),
    ...(patient.phone ? { telecom: [{ system: 'phone' as const, value: patient.phone }] } : {}),
  };
}

type SeriesSource = Pick<Activity, 'samples' | 'startedAt' | 'endedAt'>;

/** How many 1 s values the session's series holds: its duration, at most a day. */
function seriesLengthOf(activity: SeriesSource): number {
  const seconds = Math.ceil((activity.endedAt - activity.startedAt) / SERIES_PERIOD_MS);
  return Math.min(Math.max(1, seconds), MAX_SERIES_POINTS);
}

/** HR resampled to one value a second (the last reading at or before each second; E = none). */
export function heartRateSeries(activity: SeriesSource): string {
  const { t, hr } = activity.samples;
  const seconds = seriesLengthOf(activity);
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

const hasSeries = (activity: Activity) => Boolean(activity.samples.hr && activity.samples.t.length);

/** The sessions whose series fit the bundle's budget, newest first: they matter most. */
function sessionsWithSeries(activities: Activity[], budget: number): Set<Activity> {
  const chosen = new Set<Activity>();
  let left = budget;
  for (const activity of [...activities].sort((a, b) => b.startedAt - a.startedAt)) {
    if (!hasSeries(activity)) continue;
    const points = seriesLengthOf(activity);
    if (points > left) break;
    chosen.add(activity);
    left -= points;
  }
  return chosen;
}

function observationsOf(
  activity: Activity,
  subject: string,
  withSeries: boolean,
): FhirObservation[] {
  const effectivePeriod = { start: iso(activity.startedAt), end: iso(activity.endedAt) };
  const base = {
    resourceType: 'Observation' as const,
    status: 'final' as const,
    category: VITAL_SIGNS,
    code: HEART_RATE,
    subject: { reference: subject },
    effectivePeriod,
    encounter: { reference: `Encounter/${activity.activityId}` },
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
  if (withSeries) {
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

function encounterOf(activity: Activity, subject: string): FhirEncounter {
  return {
    resourceType: 'Encounter',
    id: activity.activityId,
    status: 'finished',
    class: ENCOUNTER_CLASS[activity.setting === 'home' ? 'home' : 'clinic'],
    subject: { reference: subject },
    period: { start: iso(activity.startedAt), end: iso(activity.endedAt) },
  };
}

export function buildPatientBundle(
  patient: Patient,
  activities: Activity[],
  generatedAt: number,
  seriesBudget = MAX_BUNDLE_SERIES_POINTS,
): FhirBundle {
  const fhirPatient = toFhirPatient(patient);
  const withSeries = sessionsWithSeries(activities, seriesBudget);
  const subject = `Patient/${fhirPatient.id}`;
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: iso(generatedAt),
    entry: [
      { resource: fhirPatient },
      ...activities.flatMap((activity) => [
        ...observationsOf(activity, subject, withSeries.has(activity)).map((resource) => ({
          resource,
        })),
        { resource: encounterOf(activity, subject) },
      ]),
    ],
  };
}
