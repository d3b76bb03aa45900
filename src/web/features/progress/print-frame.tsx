/**
 * A printed A4 document of the programme (treatment plan, discharge summary) inside the shared
 * letterhead and signature footer (documents feature: clinic, document, date, the responsible
 * professional with their registration, signature lines, the statement that Ritmo's signatures
 * are electronic, not ICP-Brasil). Rendered twice: as a preview on screen, and in a portal on
 * <body> that is the only thing printed (print-frame.css hides the app on paper while mounted).
 */
import './print-frame.css';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ClinicalProfile } from '../../../common/schemas/clinical-profile';
import {
  PrintLetterhead,
  PrintPageSize,
  PrintSignatures,
  type Professional,
  type SignatureSlot,
} from '../documents';
import { formatDay } from './progress-format';
import { useProgressTranslation } from './progress-i18n';

export interface PrintedPatient {
  name: string;
  patientId: string;
  birthDate: string | null;
  /** Diagnosis, ICD-10, medications …; null when none was filled in. */
  clinicalProfile: ClinicalProfile | null;
}

interface PrintFrameProps {
  title: string;
  /** When what the document reports happened (the plan's start, the discharge). */
  at: number;
  patient: PrintedPatient;
  responsible: Professional | null;
  /** One signature line each: who signs as what, when, and any electronic signature recorded. */
  signatures: readonly SignatureSlot[];
  children: ReactNode;
}

function PrintPage(props: PrintFrameProps) {
  const { t, i18n } = useProgressTranslation();
  const { patient } = props;
  const born = patient.birthDate
    ? ` · ${t('print.birthDate')} ${formatDay(patient.birthDate, i18n.language)}`
    : '';
  return (
    <article className="ritmo-print-page" lang={i18n.language}>
      <PrintLetterhead title={props.title} at={props.at} professional={props.responsible}>
        <div data-print-patient>
          <b>{t('print.patient')}:</b> {`${patient.name} (${patient.patientId})${born}`}
        </div>
      </PrintLetterhead>
      {props.children}
      <PrintSignatures slots={props.signatures} />
    </article>
  );
}

/** The preview on screen, and the copy that prints. */
export function PrintFrame(props: PrintFrameProps) {
  return (
    <>
      <PrintPageSize orientation="portrait" marginMm={14} />
      <div className="ritmo-print-preview" data-print-preview>
        <PrintPage {...props} />
      </div>
      {createPortal(
        <div data-print-document>
          <PrintPage {...props} />
        </div>,
        document.body,
      )}
    </>
  );
}
