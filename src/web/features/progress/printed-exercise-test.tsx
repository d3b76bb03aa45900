/**
 * The exercise test a printed treatment plan rests on: its date, whether the patient was on a
 * beta-blocker, and the heart rates the target and safety maximum come from (rest, peak, the
 * ventilatory thresholds, the ischaemic threshold) with the peak METs.
 */
import type { ChartAssessment, ChartPrescription } from '../records';
import { formatDay, formatNumber, NO_VALUE } from './progress-format';
import { useProgressTranslation } from './progress-i18n';

const HEART_RATES = ['restHr', 'peakHr', 'vt1Hr', 'vt2Hr', 'ischaemicHr'] as const;

const bpm = (value: number | null) => (value === null ? NO_VALUE : `${value}\u00a0bpm`);

export function PrintedExerciseTest({
  prescription,
  assessments,
}: {
  prescription: ChartPrescription;
  assessments: readonly ChartAssessment[];
}) {
  const { t, i18n } = useProgressTranslation();
  const locale = i18n.language;
  if (prescription.basedOn === null) return <p>{t('print.test.none')}</p>;
  const test = assessments.find(
    (a): a is Extract<ChartAssessment, { kind: 'exercise-test' }> =>
      a.assessmentId === prescription.basedOn && a.kind === 'exercise-test',
  );
  if (!test) return <p>{t('print.test.missing')}</p>;
  const basis = t('print.test.basis', { date: formatDay(test.date, locale) });
  return (
    <>
      <p className="ritmo-print-lead">
        {test.onBetaBlocker ? `${basis}; ${t('print.test.onBetaBlocker')}.` : `${basis}.`}
      </p>
      <table data-print-test-table>
        <thead>
          <tr>
            {HEART_RATES.map((key) => (
              <th key={key} scope="col">
                {t(`print.test.${key}`)}
              </th>
            ))}
            <th scope="col">{t('print.test.peakMets')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            {HEART_RATES.map((key) => (
              <td key={key}>{bpm(test[key])}</td>
            ))}
            <td>{formatNumber(test.peakMets, locale, 1)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
