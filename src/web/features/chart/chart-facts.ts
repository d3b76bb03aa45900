/**
 * The facts the chart's header and timeline state, in words: age, the flags that change exercise,
 * a prescription's band, when the physician's review is due. Pure (the words come from `t`).
 */
import type { TFunction } from 'i18next';
import { deviceTimeZone } from '../../../common/dates/time-zone';
import { ageOn } from '../../../common/metrics/hr-max';
import { latestSignatureHere, reviewDueAt } from '../../../common/programme/review-due';
import type { Patient } from '../../../common/schemas/patient';
import type { Prescription } from '../../../common/schemas/programme';
import type { Review } from '../../../common/schemas/review';

/** Whole years today; null without a birth date (or an odd stored one: no age rather than none shown). */
export function ageToday(birthDate: string | null, nowMs = Date.now()): number | null {
  try {
    return birthDate ? ageOn(birthDate, nowMs) : null;
  } catch {
    return null;
  }
}

/** What changes exercise: beta-blocker (blunted HR), an implanted device with its limit, diabetes. */
export function exerciseFlags(patient: Pick<Patient, 'clinicalProfile'>, t: TFunction): string[] {
  const profile = patient.clinicalProfile;
  if (!profile) return [];
  const flags: string[] = [];
  if (profile.betaBlocker) flags.push(t('header.betaBlocker'));
  if (profile.atrialFibrillation) flags.push(t('header.atrialFibrillation'));
  if (profile.implantedDevice !== 'none') {
    const device = t(`header.devices.${profile.implantedDevice}`);
    flags.push(
      profile.deviceLimitBpm === null
        ? device
        : t('header.deviceLimit', { device, bpm: profile.deviceLimitBpm }),
    );
  }
  if (profile.comorbidities.includes('diabetes')) flags.push(t('header.diabetes'));
  return flags;
}

/** "Target 100–125 bpm · Safety maximum 128 bpm", or the Borg range of a Borg-only one. */
export function prescriptionBand(
  prescription: Pick<Prescription, 'intensity' | 'target' | 'safetyMaxBpm'>,
  t: TFunction,
): string {
  const { intensity, target, safetyMaxBpm } = prescription;
  return [
    target
      ? t('header.target', { low: target.lowBpm, high: target.highBpm })
      : intensity.method === 'borg'
        ? t('header.borgTarget', { low: intensity.borgLow, high: intensity.borgHigh })
        : '',
    safetyMaxBpm === null ? '' : t('header.safetyMax', { bpm: safetyMaxBpm }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * When the physician's signature is owed (ms): 30 days after the last review signed in this
 * workspace (one brought by a transfer does not count), or 7 days after the start without one
 * (42 CFR 410.49(f); the server's due list also lists an unsigned or changed plan at once).
 */
export function reviewDueOf(startDate: string, reviews: readonly Review[] | undefined): number {
  return reviewDueAt(startDate, latestSignatureHere(reviews)?.at ?? null, deviceTimeZone());
}
