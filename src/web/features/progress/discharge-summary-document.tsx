/**
 * The discharge summary as printed: diagnosis and medications, the programme, its period,
 * sessions attended against prescribed, clinic and home sessions apart with each one's adherence,
 * adherence to the schedule, time in target, alarms, baseline vs latest with the
 * change and the recommendations; signed by hand by the professional who discharged and by the
 * physician who signed the plan (named with their registration), or on a blank physician's line.
 */
import type { ProgrammeSummary } from '../../../common/schemas/programme-summary';
import { useProfessional } from '../documents';
import type { ChartProgramme, ProgrammeReviews } from '../records';
import { AdherenceTotals } from './adherence-table';
import { OutcomeTable, useAlarmsText } from './outcome-table';
import { planSignatureOf } from './plan-review';
import { dischargePhysicianSlot } from './plan-review-words';
import { type PrintedPatient, PrintFrame } from './print-frame';
import { ClinicalFacts, ProgrammeFacts } from './printed-facts';
import {
  attendancePct,
  formatDay,
  formatInstant,
  formatNumber,
  meanInTargetPct,
} from './progress-format';
import { useProgressTranslation } from './progress-i18n';
import { settingCountsText } from './setting-counts';

export function DischargeSummaryDocument(props: {
  patient: PrintedPatient;
  programme: ChartProgramme;
  summary: ProgrammeSummary;
  reviews: ProgrammeReviews | null;
}) {
  const { t, i18n } = useProgressTranslation();
  const locale = i18n.language;
  const { summary } = props;
  const alarms = useAlarmsText(summary);
  const responsible = useProfessional(summary.discharge?.by);
  const physician = dischargePhysicianSlot(planSignatureOf(props.reviews?.reviews), t);
  const attendance = attendancePct(summary.weeks);
  const inTarget = meanInTargetPct(summary.sessions);
  const bySetting = settingCountsText(summary, t, locale);
  const until = summary.discharge ? formatInstant(summary.discharge.at, locale) : '—';
  return (
    <PrintFrame
      title={t('print.dischargeSummary')}
      at={summary.discharge?.at ?? summary.computedAt}
      patient={props.patient}
      responsible={responsible}
      signatures={[
        { role: t('print.roles.professional'), signer: responsible, date: summary.discharge?.at },
        physician,
      ]}
    >
      <ClinicalFacts profile={props.patient.clinicalProfile} brief />
      <ProgrammeFacts programme={props.programme} />
      <dl className="ritmo-print-facts">
        <dt>{t('print.period')}</dt>
        <dd>{t('print.periodValue', { from: formatDay(summary.startDate, locale), to: until })}</dd>
        <dt>{t('discharge.sessionsAttended')}</dt>
        <dd>
          {t('stats.sessionsValue', {
            done: summary.sessionsDone,
            planned: summary.plannedSessions,
          })}
          {attendance !== null && ` · ${t('stats.attendanceValue', { pct: attendance })}`}
        </dd>
        {bySetting && (
          <>
            <dt>{t('discharge.settings')}</dt>
            <dd>{bySetting}</dd>
          </>
        )}
        <dt>{t('adherence.title')}</dt>
        <dd>
          <AdherenceTotals weeks={summary.adherence} />
        </dd>
        <dt>{t('stats.inTarget')}</dt>
        <dd>{inTarget === null ? '—' : `${formatNumber(inTarget, locale)}\u00a0%`}</dd>
        <dt>{t('discharge.alarms')}</dt>
        <dd>{alarms}</dd>
      </dl>
      <h2>{t('outcomes.title')}</h2>
      <OutcomeTable summary={summary} printed />
      <h2>{t('discharge.recommendations')}</h2>
      <p className="ritmo-print-recommendations">
        {summary.discharge?.recommendations || t('print.recommendationsNone')}
      </p>
    </PrintFrame>
  );
}
