/**
 * The prescription history's rows in words: each version's plan on one line, and which one is in
 * force. A Borg-only plan's range is said once (its target: "Borg 11–13, no heart-rate band"),
 * not again as its intensity. After discharge no version is in force: none is "Current".
 */
import type { ChartPrescription } from '../records';
import type { PrescriptionT } from './prescription-i18n';
import { intensityWords, targetWords } from './prescription-words';

export interface VersionLine {
  version: number;
  createdAt: number;
  createdBy: string;
  /** The version in force now: the newest of an active programme's. */
  current: boolean;
  /** "Cycle ergometer · 30 min · VT1–VT2 of the test · Target 95–102 bpm · safety max 102". */
  plan: string;
}

function planWords(version: ChartPrescription, t: PrescriptionT): string {
  const { intensity, safetyMaxBpm } = version;
  return [
    t(`modalities.${version.modality}`),
    t('minutes', { count: version.minutes }),
    ...(intensity.method === 'borg' ? [] : [intensityWords(intensity, t)]),
    targetWords(version, t),
    ...(safetyMaxBpm === null ? [] : [t('target.safetyMax', { bpm: safetyMaxBpm })]),
  ].join(' · ');
}

/** `versions` newest first; `inForce` false for a discharged programme's. */
export function versionLines(
  versions: readonly ChartPrescription[],
  inForce: boolean,
  t: PrescriptionT,
): VersionLine[] {
  return versions.map((version, index) => ({
    version: version.version,
    createdAt: version.createdAt,
    createdBy: version.createdBy.name,
    current: inForce && index === 0,
    plan: planWords(version, t),
  }));
}
