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
import { PrintLetterhead, PrintPageSize, PrintSignatures, type Professional } from '../documents';
import { formatDay } from './progress-format';
import { useProgressTranslation } from './progress-i18n';

export interface PrintedPatient {
  name: string;
  patientId: string;
  birthDate: string | null;
}

interface PrintFrameProps {
  title: string;
  /** When what the document reports happened (the plan's start, the discharge). */
  at: number;
  patient: PrintedPatient;
  responsible: Professional | null;
  /** One signature line each (null: a blank line to fill in by hand). */
  signers: readonly (Professional | null)[];
  /** The signing date when known (the discharge). */
  signedOn?: number;
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
      <PrintSignatures signers={props.signers} date={props.signedOn} />
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
