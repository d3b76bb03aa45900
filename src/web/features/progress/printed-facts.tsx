/**
 * The facts the programme's printed documents open with, as label–value rows: the patient's
 * clinical profile (diagnosis with its ICD-10 code, event, LVEF, comorbidities, medications,
 * implanted device, atrial fibrillation) and the programme (phase, start, risk class, and on the
 * plan its next physician review).
 */
import type { ReactNode } from 'react';
import type { ClinicalProfile } from '../../../common/schemas/clinical-profile';
import type { ChartProgramme } from '../records';
import { formatDay } from './progress-format';
import { useProgressTranslation } from './progress-i18n';

type Row = [label: string, value: ReactNode];

function Facts({ rows }: { rows: readonly (Row | null)[] }) {
  return (
    <dl className="ritmo-print-facts">
      {rows.flatMap((row) =>
        row ? [<dt key={`${row[0]}-dt`}>{row[0]}</dt>, <dd key={`${row[0]}-dd`}>{row[1]}</dd>] : [],
      )}
    </dl>
  );
}

function useDiagnosisRow(profile: ClinicalProfile | null): Row {
  const { t } = useProgressTranslation();
  const diagnosis = profile?.diagnosis || t('print.clinical.notRecorded');
  const code = profile?.icd10 ? ` (${t('print.clinical.icd10', { code: profile.icd10 })})` : '';
  return [t('print.clinical.diagnosis'), `${diagnosis}${code}`];
}

/** One per line as typed; `inline`, the lines joined by semicolons where the page is full. */
function useMedicationsRow(profile: ClinicalProfile | null, inline: boolean): Row {
  const { t } = useProgressTranslation();
  const typed = profile?.medications.trim() ?? '';
  const lines = inline ? typed.split(/\s*\n\s*/).join('; ') : typed;
  const listed = lines || t('print.clinical.notRecorded');
  return [
    t('print.clinical.medications'),
    <span key="medications" className="ritmo-print-multiline">
      {listed}
      {profile?.betaBlocker && `${inline ? ' ' : '\n'}${t('print.clinical.betaBlocker')}`}
    </span>,
  ];
}

/**
 * The profile rows the treatment plan prints; `brief` (the discharge summary, whose outcomes take
 * the room) keeps the diagnosis and the medications on one line.
 */
export function ClinicalFacts({
  profile,
  brief = false,
}: {
  profile: ClinicalProfile | null;
  brief?: boolean;
}) {
  const { t, i18n } = useProgressTranslation();
  const diagnosis = useDiagnosisRow(profile);
  const medications = useMedicationsRow(profile, brief);
  if (brief || !profile) return <Facts rows={[diagnosis, medications]} />;
  const event = [
    profile.procedure,
    profile.eventDate && formatDay(profile.eventDate, i18n.language),
  ]
    .filter(Boolean)
    .join(' · ');
  const device = profile.implantedDevice;
  return (
    <Facts
      rows={[
        diagnosis,
        event ? [t('print.clinical.event'), event] : null,
        profile.lvefPct === null ? null : [t('print.clinical.lvef'), `${profile.lvefPct}\u00a0%`],
        profile.comorbidities.length === 0
          ? null
          : [
              t('print.clinical.comorbidities'),
              profile.comorbidities.map((c) => t(`print.clinical.comorbidity.${c}`)).join(', '),
            ],
        medications,
        device === 'none' || profile.deviceLimitBpm === null
          ? null
          : [
              t('print.clinical.device'),
              t('print.clinical.deviceLimit', {
                device: t(`print.clinical.devices.${device}`),
                bpm: profile.deviceLimitBpm,
              }),
            ],
        profile.atrialFibrillation
          ? [t('print.clinical.atrialFibrillation'), t('print.clinical.yes')]
          : null,
      ]}
    />
  );
}

export function ProgrammeFacts({
  programme,
  nextReview,
}: {
  programme: ChartProgramme;
  /** The plan's next physician review, in words. */
  nextReview?: string;
}) {
  const { t, i18n } = useProgressTranslation();
  return (
    <Facts
      rows={[
        [
          t('print.programme'),
          `${t('print.phase', { phase: programme.phase })} · ${t('print.startDate')} ${formatDay(
            programme.startDate,
            i18n.language,
          )}`,
        ],
        [t('print.riskClass'), t(`print.risk.${programme.riskClass}`)],
        nextReview ? [t('print.nextReview'), nextReview] : null,
      ]}
    />
  );
}
