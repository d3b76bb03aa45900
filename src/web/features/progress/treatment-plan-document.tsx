/**
 * The individualised treatment plan (ITP) as printed: the patient's clinical profile, the
 * programme with its next physician review, the exercise test the prescription rests on, the FITT
 * prescription with the server's target and safety maximum and why the maximum is what it is,
 * and the signature block with the physician's electronic signature when this workspace has one.
 */

import { useProfessional } from '../documents';
import { useSafetyMaxReasons } from '../prescription';
import type {
  ChartAssessment,
  ChartPrescription,
  ChartProgramme,
  ProgrammeReviews,
} from '../records';
import { nextReviewOf, planSignatureOf } from './plan-review';
import { nextReviewWords, planPhysicianSlot } from './plan-review-words';
import { type PrintedPatient, PrintFrame } from './print-frame';
import { PrintedExerciseTest } from './printed-exercise-test';
import { ClinicalFacts, ProgrammeFacts } from './printed-facts';
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

function SafetyMax({
  prescription,
  reasons,
}: {
  prescription: ChartPrescription;
  reasons: string[];
}) {
  const { t } = useProgressTranslation();
  if (prescription.safetyMaxBpm === null) return <>—</>;
  return (
    <>
      {`${prescription.safetyMaxBpm}\u00a0bpm`}
      {reasons.length > 0 && (
        <div>{t('print.safetyMaxSetBy', { reasons: reasons.join('; ') })}</div>
      )}
    </>
  );
}

function FittRows(props: {
  programme: ChartProgramme;
  prescription: ChartPrescription;
  safetyMaxReasons: string[];
}) {
  const { t } = useProgressTranslation();
  const { programme, prescription } = props;
  const intensity = useIntensityText(prescription);
  const band = prescription.target;
  const rows: [string, React.ReactNode][] = [
    [
      t('print.frequency'),
      t('print.frequencyValue', {
        perWeek: programme.sessionsPerWeek,
        planned: programme.plannedSessions,
      }),
    ],
    [t('print.intensity'), intensity],
    [t('print.target'), band ? `${band.lowBpm}–${band.highBpm}\u00a0bpm` : '—'],
    [
      t('print.safetyMax'),
      <SafetyMax key="safetyMax" prescription={prescription} reasons={props.safetyMaxReasons} />,
    ],
    [t('print.time'), t('print.minutes', { minutes: prescription.minutes })],
    [t('print.modality'), t(`print.modalities.${prescription.modality}`)],
  ];
  return (
    <table data-print-fitt-table>
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

export function TreatmentPlanDocument(props: {
  patient: PrintedPatient;
  programme: ChartProgramme;
  reviews: ProgrammeReviews | null;
  assessments: readonly ChartAssessment[];
}) {
  const { t, i18n } = useProgressTranslation();
  const { programme, patient } = props;
  const prescription = programme.prescription;
  const author = useProfessional(prescription?.createdBy ?? programme.updatedBy);
  const reviews = props.reviews?.reviews;
  // Only this workspace's physician signs its plan; a transferred signature is not printed as one.
  const physician = planPhysicianSlot(planSignatureOf(reviews), t, i18n.language);
  const next = nextReviewOf(programme, reviews, Date.now());
  const reasons = useSafetyMaxReasons(
    prescription,
    props.assessments,
    patient.clinicalProfile?.deviceLimitBpm ?? null,
  );
  return (
    <PrintFrame
      title={t('print.itp')}
      at={prescription?.createdAt ?? programme.updatedAt}
      patient={patient}
      responsible={author}
      signatures={[{ role: t('print.roles.professional'), signer: author }, physician]}
    >
      <ClinicalFacts profile={patient.clinicalProfile} />
      <ProgrammeFacts programme={programme} nextReview={nextReviewWords(next, t, i18n.language)} />
      {prescription ? (
        <>
          <h2>{t('print.test.title')}</h2>
          <PrintedExerciseTest prescription={prescription} assessments={props.assessments} />
          <h2>FITT</h2>
          <FittRows programme={programme} prescription={prescription} safetyMaxReasons={reasons} />
          {programme.targetOutdated && <p className="ritmo-print-warning">{t('print.outdated')}</p>}
        </>
      ) : (
        <p>{t('print.noPrescription')}</p>
      )}
    </PrintFrame>
  );
}
