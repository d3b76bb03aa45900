/** A prescription in a clinician's words: "Cycle ergometer · 30 min · VT1–VT2 of the test". */
import type { Prescription, Programme } from '../../../common/schemas/programme';
import { formatDay } from '../../lib/locale-format';
import type { ChartAssessment } from '../records';
import type { PrescriptionT } from './prescription-i18n';
import { bindingCaps, type SafetyCap, testHeartRatesOf } from './safety-caps';

export function intensityWords(intensity: Prescription['intensity'], t: PrescriptionT): string {
  switch (intensity.method) {
    case 'thresholds':
      return t('intensity.thresholds');
    case 'hrr':
    case 'peak':
      return t(`intensity.${intensity.method}`, { low: intensity.lowPct, high: intensity.highPct });
    case 'manual':
      return t('intensity.manual', { low: intensity.lowBpm, high: intensity.highBpm });
    case 'borg':
      return t('intensity.borg', { low: intensity.borgLow, high: intensity.borgHigh });
  }
}

export function prescriptionWords(prescription: Prescription, t: PrescriptionT): string {
  return [
    t(`modalities.${prescription.modality}`),
    t('minutes', { count: prescription.minutes }),
    intensityWords(prescription.intensity, t),
  ].join(' · ');
}

/** The target band, or the Borg range, in words. */
export function targetWords(prescription: Prescription, t: PrescriptionT): string {
  const { target, intensity } = prescription;
  if (target) return t('target.band', { low: target.lowBpm, high: target.highBpm });
  if (intensity.method === 'borg') {
    return t('target.borgOnly', { low: intensity.borgLow, high: intensity.borgHigh });
  }
  return t('target.none');
}

/** A calendar day (YYYY-MM-DD, no time zone) in the reader's language: "15 de nov. de 2026". */
export function dayWords(isoDate: string, language: string): string {
  return formatDay(isoDate, language);
}

/** The programme in one line: phase, since when, sessions, frequency and risk class. */
export function programmeWords(
  programme: Pick<
    Programme,
    'phase' | 'startDate' | 'plannedSessions' | 'sessionsPerWeek' | 'riskClass'
  >,
  t: PrescriptionT,
  language: string,
): string {
  return [
    t(`programme.phases.${programme.phase}`),
    t('programme.since', { date: dayWords(programme.startDate, language) }),
    t('programme.sessions', { count: programme.plannedSessions }),
    t('frequency', { count: programme.sessionsPerWeek }),
    t(`programme.risks.${programme.riskClass}`),
  ].join(' · ');
}

/** One limit that set the safety maximum, in words ("the device's limit (130) less 10 = 120"). */
export function capWords(cap: SafetyCap, t: PrescriptionT): string {
  return t(`target.caps.${cap.kind}`, { bpm: cap.capBpm, source: cap.sourceBpm });
}

/**
 * Why the safety maximum is what it is: each limit that sets it, in words (several when they
 * tie), from the test the prescription is based on and the device's limit; none when none of
 * them gives the number (an outdated prescription, or no maximum).
 */
export function safetyMaxReasons(
  prescription: Pick<Prescription, 'basedOn' | 'safetyMaxBpm'>,
  tests: readonly ChartAssessment[],
  deviceLimitBpm: number | null,
  t: PrescriptionT,
): string[] {
  const test = tests.find((a) => a.assessmentId === prescription.basedOn);
  const heartRates = test ? testHeartRatesOf(test) : null;
  return bindingCaps(heartRates, deviceLimitBpm, prescription.safetyMaxBpm).map((cap) =>
    capWords(cap, t),
  );
}
