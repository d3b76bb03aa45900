/**
 * Home and clinic sessions apart, in words (PRODUCT.md section 12): "Clinic 8 (67 %) · home 4
 * (33 %)", each with its adherence to the prescribed frequency; null for a summary frozen before
 * home sessions were counted.
 */
import type { TFunction } from 'i18next';
import type { ProgrammeSummary } from '../../../common/schemas/programme-summary';
import { formatNumber, NO_VALUE } from './progress-format';

export function settingCountsText(
  summary: Pick<ProgrammeSummary, 'settings'>,
  t: TFunction,
  locale: string,
): string | null {
  const { settings } = summary;
  if (!settings) return null;
  const pct = (value: number | null) =>
    value === null ? NO_VALUE : `${formatNumber(value, locale)}\u00a0%`;
  return t('stats.settingsValue', {
    clinic: settings.clinic.sessions,
    clinicPct: pct(settings.clinic.adherencePct),
    home: settings.home.sessions,
    homePct: pct(settings.home.adherencePct),
  });
}
