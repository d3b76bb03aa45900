/**
 * The two printed documents of a programme: the individualised treatment plan (ITP: the
 * programme and its FITT prescription, with the physician's electronic signature when there is
 * one) and the discharge summary (attendance, baseline vs latest, alarms,
 * recommendations), each inside the shared print frame.
 */
import { latestSignatureHere } from '../../../common/programme/review-due';
import type { ProgrammeSummary } from '../../../common/schemas/programme-summary';
import type { ChartPrescription, ChartProgramme, ProgrammeReviews } from '../chart';
import { useProfessional } from '../documents';
import { OutcomeTable, useAlarmsText } from './outcome-table';
import { type PrintedPatient, PrintFrame } from './print-frame';
import {
  attendancePct,
  formatDay,
  formatInstant,
  formatNumber,
  meanInTargetPct,
} from './progress-format';
import { useProgressTranslation } from './progress-i18n';

function useIntensityText(prescription: ChartPrescription) {
  const { t } = useProgressTranslation();
  const i = prescription.intensity;
  switch (i.method) {
    case 'hrr':
    case 'peak':
      return t(`print.methods.${i.method}`, { low: i.lowPct, high: i.highPct });
    case 'borg':
      return t('print.methods.borg', { low: i.borgLow, high: i.borgHigh });
    default:
      return t(`print.methods.${i.method}`);
  }
}

function FittRows({
  programme,
  prescription,
}: {
  programme: ChartProgramme;
  prescription: ChartPrescription;
}) {
  const { t } = useProgressTranslation();
  const intensity = useIntensityText(prescription);
  const band = prescription.target;
  const rows: [string, string][] = [
    [
      t('print.frequency'),
      t('print.frequencyValue', {
        perWeek: programme.sessionsPerWeek,
        planned: programme.plannedSessions,
      }),
    ],
    [t('print.intensity'), intensity],
    [t('print.target'), band ? `${band.lowBpm}–${band.highBpm} bpm` : '—'],
    [
      t('print.safetyMax'),
      prescription.safetyMaxBpm === null ? '—' : `${prescription.safetyMaxBpm} bpm`,
    ],
    [t('print.time'), t('print.minutes', { minutes: prescription.minutes })],
    [t('print.modality'), t(`print.modalities.${prescription.modality}`)],
  ];
  return (
    <table>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ProgrammeFacts({ programme }: { programme: ChartProgramme }) {
  const { t, i18n } = useProgressTranslation();
  return (
    <dl className="ritmo-print-facts">
      <dt>{t('print.programme')}</dt>
      <dd>
        {t('print.phase', { phase: programme.phase })} · {t('print.startDate')}{' '}
        {formatDay(programme.startDate, i18n.language)}
      </dd>
      <dt>{t('print.riskClass')}</dt>
      <dd>{t(`print.risk.${programme.riskClass}`)}</dd>
    </dl>
  );
}

export function TreatmentPlanDocument(props: {
  patient: PrintedPatient;
  programme: ChartProgramme;
  reviews: ProgrammeReviews | null;
}) {
  const { t, i18n } = useProgressTranslation();
  const { programme } = props;
  const prescription = programme.prescription;
  const author = useProfessional(prescription?.createdBy ?? programme.updatedBy);
  // Only this workspace's physician signs its plan; a transferred signature is not printed as one.
  const signed = latestSignatureHere(props.reviews?.reviews);
  const physician = useProfessional(signed?.by);
  return (
    <PrintFrame
      title={t('print.itp')}
      at={prescription?.createdAt ?? programme.updatedAt}
      patient={props.patient}
      responsible={author}
      signers={[author, physician]}
    >
      <ProgrammeFacts programme={programme} />
      <h2>FITT</h2>
      {prescription ? (
        <FittRows programme={programme} prescription={prescription} />
      ) : (
        <p>{t('print.noPrescription')}</p>
      )}
      {signed && (
        <p>
          {t('print.signedReview', {
            name: signed.by.name,
            registration: signed.registration ?? '',
            date: formatInstant(signed.at, i18n.language),
          })}
        </p>
      )}
    </PrintFrame>
  );
}

export function DischargeSummaryDocument(props: {
  patient: PrintedPatient;
  programme: ChartProgramme;
  summary: ProgrammeSummary;
}) {
  const { t, i18n } = useProgressTranslation();
  const locale = i18n.language;
  const { summary } = props;
  const alarms = useAlarmsText(summary);
  const responsible = useProfessional(summary.discharge?.by);
  const attendance = attendancePct(summary.weeks);
  const inTarget = meanInTargetPct(summary.sessions);
  const until = summary.discharge ? formatInstant(summary.discharge.at, locale) : '—';
  return (
    <PrintFrame
      title={t('print.dischargeSummary')}
      at={summary.discharge?.at ?? summary.computedAt}
      patient={props.patient}
      responsible={responsible}
      signers={[responsible, null]}
      signedOn={summary.discharge?.at}
    >
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
        <dt>{t('stats.inTarget')}</dt>
        <dd>{inTarget === null ? '—' : `${formatNumber(inTarget, locale)} %`}</dd>
        <dt>{t('discharge.alarms')}</dt>
        <dd>{alarms}</dd>
      </dl>
      <h2>{t('outcomes.title')}</h2>
      <OutcomeTable summary={summary} />
      <h2>{t('discharge.recommendations')}</h2>
      <p className="ritmo-print-recommendations">
        {summary.discharge?.recommendations || t('print.recommendationsNone')}
      </p>
    </PrintFrame>
  );
}
