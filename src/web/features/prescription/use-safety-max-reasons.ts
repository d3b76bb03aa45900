/** The limits that set a prescription's safety maximum, in the reader's words (other features). */
import type { ChartAssessment, ChartPrescription } from '../records';
import { usePrescriptionTranslation } from './prescription-i18n';
import { safetyMaxReasons } from './prescription-words';

export function useSafetyMaxReasons(
  prescription: Pick<ChartPrescription, 'basedOn' | 'safetyMaxBpm'> | null,
  tests: readonly ChartAssessment[],
  deviceLimitBpm: number | null,
): string[] {
  const { t } = usePrescriptionTranslation();
  return prescription ? safetyMaxReasons(prescription, tests, deviceLimitBpm, t) : [];
}
