/**
 * What the physician signs, line by line, as the signing dialog shows it: the patient, the
 * programme, the prescription version with its method, the target band, the safety maximum and
 * the limits that set it, frequency and duration, the exercise test it rests on, and the start
 * of the plan's SHA-256 the signature will carry. A clinician reading it must see the plan itself,
 * not a button: a signature that means less than it says harms a patient.
 */
import type { ChartAssessment, ChartPrescription, ChartProgramme } from '../records';
import type { PrescriptionT } from './prescription-i18n';
import {
  dayWords,
  prescriptionWords,
  programmeWords,
  safetyMaxReasons,
  targetWords,
} from './prescription-words';

/** The plan as the tab holds it when "Review and sign" is pressed. */
export interface PlanShown {
  patientId: string;
  patientName: string | null;
  programme: ChartProgramme;
  prescription: ChartPrescription | null;
  tests: readonly ChartAssessment[];
  deviceLimitBpm: number | null;
  /** SHA-256 of the plan the server holds (`GET …/reviews`); sent back with the signature. */
  planSha256: string;
}

export interface SummaryLine {
  key: string;
  label: string;
  value: string;
  /** A line the physician must not miss (an outdated prescription). */
  warning?: boolean;
}

/** The first 16 hex digits in groups of four, enough to compare with a printout by eye. */
export function fingerprintOf(planSha256: string): string {
  return (planSha256.slice(0, 16).match(/.{1,4}/g) ?? []).join(' ');
}

function safetyWords(plan: PlanShown, prescription: ChartPrescription, t: PrescriptionT) {
  if (prescription.safetyMaxBpm === null) return t('signing.noSafetyMax');
  const reasons = safetyMaxReasons(prescription, plan.tests, plan.deviceLimitBpm, t);
  const max = t('target.safetyMax', { bpm: prescription.safetyMaxBpm });
  return reasons.length === 0 ? max : `${max} — ${reasons.join('; ')}`;
}

function prescriptionLines(
  plan: PlanShown,
  prescription: ChartPrescription,
  t: PrescriptionT,
  language: string,
): SummaryLine[] {
  const test = plan.tests.find((a) => a.assessmentId === prescription.basedOn);
  const version = t('versions.version', { version: prescription.version });
  const line = (key: string, value: string): SummaryLine => ({
    key,
    label: t(`signing.${key}`),
    value,
  });
  return [
    line('prescription', `${version} · ${prescriptionWords(prescription, t)}`),
    line('target', targetWords(prescription, t)),
    line('safetyMax', safetyWords(plan, prescription, t)),
    line(
      'dose',
      `${t('frequency', { count: plan.programme.sessionsPerWeek })} · ${t('minutes', {
        count: prescription.minutes,
      })}`,
    ),
    line(
      'test',
      test ? t('signing.testOf', { date: dayWords(test.date, language) }) : t('signing.noTest'),
    ),
  ];
}

export function signingSummary(plan: PlanShown, t: PrescriptionT, language: string): SummaryLine[] {
  const patient = plan.patientName ? `${plan.patientName} (${plan.patientId})` : plan.patientId;
  const lines: SummaryLine[] = [
    { key: 'patient', label: t('signing.patient'), value: patient },
    {
      key: 'programme',
      label: t('signing.programme'),
      value: programmeWords(plan.programme, t, language),
    },
  ];
  if (plan.prescription) lines.push(...prescriptionLines(plan, plan.prescription, t, language));
  else lines.push({ key: 'prescription', label: t('signing.prescription'), value: t('none') });
  if (plan.programme.targetOutdated) {
    const value = t('target.outdatedBody');
    lines.push({ key: 'outdated', label: t('target.outdatedTitle'), value, warning: true });
  }
  const fingerprint = fingerprintOf(plan.planSha256);
  lines.push({ key: 'fingerprint', label: t('signing.fingerprint'), value: fingerprint });
  return lines;
}
