/** An assessment's values and a baseline-to-latest change in a clinician's words and units. */
import type { Assessment, WalkStopReason } from '../../../common/schemas/assessment';
import type { Outcome } from '../../../common/schemas/programme-summary';
import { formatDay, formatNumber as formatLocaleNumber } from '../../lib/locale-format';
import { ASSESSMENT_FIELDS, type FieldUnit } from './assessment-fields';
import type { AssessmentsT } from './assessments-i18n';
import { formatSeconds } from './six-minute-walk';

export interface WalkStop {
  stoppedEarlyAtS?: number | null;
  stopReason?: WalkStopReason | null;
}

/** A walk stopped early, as the ATS 2002 statement records it: the time and the reason. */
export function walkStopWords(
  stop: WalkStop,
  t: AssessmentsT,
  key: 'walk.stoppedAt' | 'walk.stoppedEarly',
): string | null {
  if (!stop.stoppedEarlyAtS || !stop.stopReason) return null;
  const reason = t(`stopReasons.${stop.stopReason}`);
  return t(key, { time: formatSeconds(stop.stoppedEarlyAtS), reason });
}

/** A measured value to one decimal in the reader's language ("82,5"), signed for a change. */
export function formatNumber(value: number, language: string, signed = false): string {
  return formatLocaleNumber(value, language, { maxFractionDigits: 1, signed });
}

/** A calendar date (YYYY-MM-DD) as the reader writes it: 25 de nov. de 2026, Nov 25, 2026. */
export function formatDate(date: string, language: string): string {
  return formatDay(date, language);
}

const withUnit = (text: string, unit: FieldUnit | undefined, t: AssessmentsT) =>
  unit ? `${text} ${t(`units.${unit}`)}` : text;

/** "Resting HR 70 bpm · Peak HR 128 bpm · …": the values recorded, empty ones left out. */
export function assessmentValuesWords(a: Assessment, t: AssessmentsT, language: string): string {
  const record = a as unknown as Record<string, unknown>;
  const parts = ASSESSMENT_FIELDS[a.kind].flatMap((spec) => {
    const value = record[spec.name];
    const label = t(`fields.${spec.name}`);
    if (spec.input === 'boolean') return value === true ? [label] : [];
    if (spec.input === 'text') return [String(value)];
    if (typeof value !== 'number') return [];
    return [`${label} ${withUnit(formatNumber(value, language), spec.unit, t)}`];
  });
  const stop = a.kind === 'six-minute-walk' ? walkStopWords(a, t, 'walk.stoppedEarly') : null;
  return (stop ? [...parts, stop] : parts).join(' · ');
}

/** A measure's value with its unit: "480 m". */
export function measureWords(
  value: number,
  unit: FieldUnit | undefined,
  t: AssessmentsT,
  language: string,
) {
  return withUnit(formatNumber(value, language), unit, t);
}

/** "+80 m (+20 %)", or null without a latest. */
export function changeWords(
  outcome: Outcome,
  unit: FieldUnit | undefined,
  t: AssessmentsT,
  language: string,
): string | null {
  if (outcome.change === null) return null;
  const change = withUnit(formatNumber(outcome.change, language, true), unit, t);
  if (outcome.changePct === null) return change;
  return `${change} (${formatNumber(outcome.changePct, language, true)} %)`;
}
