/**
 * The letterhead and signature footer of every document that leaves the clinic (session and
 * class reports, treatment plan, discharge summary): on paper only, the screen has its own
 * headings. The header names the clinic, the document, when, what activity and the professional
 * responsible with their registration; the footer has a signature line per professional (as what
 * they sign, and an electronic signature's details where one was recorded) and says what Ritmo's
 * own signatures are worth.
 */
import './print-letterhead.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profession } from '../../../common/clinic/professions';
import { useActiveWorkspace } from '../../lib/active-workspace';
import { formatDateTime } from '../../lib/locale-format';
import { DOCUMENTS_NS } from './documents-i18n';
import { type Professional, registrationLabel } from './professional';

const dateTimeOf = (at: number, locale: string, withTime: boolean) =>
  formatDateTime(at, locale, { dateStyle: 'short', ...(withTime ? { timeStyle: 'short' } : {}) });

export interface PrintLetterheadProps {
  /** The document's name, e.g. "Session report". */
  title: string;
  /** When what the document reports happened (the session's start, the discharge date). */
  at: number;
  /** The activity in words, e.g. "Cycle ergometer · 30 min"; left out when absent. */
  activity?: string;
  /** The professional leading; null prints "not recorded". */
  professional: Professional | null;
  /** Extra lines under the header (e.g. the patient), already in the reader's language. */
  children?: ReactNode;
}

export function PrintLetterhead({
  title,
  at,
  activity,
  professional,
  children,
}: PrintLetterheadProps) {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  const locale = i18n.language;
  const { clinicName } = useActiveWorkspace();
  return (
    <header data-document-print-only data-print-letterhead>
      <div data-letterhead-top>
        <strong data-letterhead-clinic>{clinicName || 'Ritmo'}</strong>
        <span>{t('printedAt', { date: dateTimeOf(Date.now(), locale, true) })}</span>
      </div>
      <div data-letterhead-title>{title}</div>
      <dl>
        <div>
          <dt>{t('dateTime')}</dt>
          <dd>{dateTimeOf(at, locale, true)}</dd>
        </div>
        {activity && (
          <div>
            <dt>{t('activity')}</dt>
            <dd>{activity}</dd>
          </div>
        )}
        <div>
          <dt>{t('professional')}</dt>
          <dd>
            {professional ? professional.name : t('notRecorded')}
            {professional &&
              ` · ${registrationLabel(professional.profession, t)}: ${professional.registration ?? t('notRecorded')}`}
          </dd>
        </div>
      </dl>
      {children}
    </header>
  );
}

/** A field of the signature block; left blank, a rule to write on by hand. */
function SignatureField({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      {label}: {value ? value : <span data-signature-blank />}
    </div>
  );
}

/** One signature line with who signs as what, when, and what a recorded signature was. */
export interface SignatureSlot {
  /** What the signer signs as ("Physician"): the name field's label; "Name" without it. */
  role?: string;
  /** A blank line's profession (a physician's line: "CRM"), when the signer is not known. */
  profession?: Profession;
  signer: Professional | null;
  /** When it was signed; a blank to fill in by hand without it. */
  date?: number;
  /** Under the fields: the electronic signature Ritmo recorded, or why the line is blank. */
  note?: string;
}

export type PrintSignaturesProps =
  | {
      /** One signature line each; an empty list still prints one blank line. */
      signers: readonly (Professional | null)[];
      /** The signing date when known (a discharge); otherwise a blank to fill in by hand. */
      date?: number;
    }
  | { slots: readonly SignatureSlot[] };

const slotsOf = (props: PrintSignaturesProps): readonly SignatureSlot[] => {
  if ('slots' in props) return props.slots;
  const lines = props.signers.length > 0 ? props.signers : [null];
  return lines.map((signer) => ({ signer, date: props.date }));
};

/**
 * Electronic signatures recorded by Ritmo (a physician's review) are simple or advanced ones in
 * the sense of Lei 14.063/2020, not qualified ICP-Brasil signatures (MP 2.200-2/2001): paper
 * says so.
 */
export function PrintSignatures(props: PrintSignaturesProps) {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  const dated = (date: number | undefined) =>
    date === undefined ? '' : dateTimeOf(date, i18n.language, false);
  return (
    <footer data-document-print-only data-print-signatures>
      <div data-signature-lines>
        {slotsOf(props).map((slot, index) => (
          <div
            key={slot.signer ? `${slot.role}-${slot.signer.userId}` : `blank-${index}`}
            data-signature-line
          >
            <div data-signature-rule>{t('signature')}</div>
            <SignatureField label={slot.role ?? t('name')} value={slot.signer?.name} />
            <SignatureField
              label={registrationLabel(slot.signer?.profession ?? slot.profession, t)}
              value={slot.signer?.registration}
            />
            <SignatureField label={t('date')} value={dated(slot.date)} />
            {slot.note && <div data-signature-note>{slot.note}</div>}
          </div>
        ))}
      </div>
      <p data-signature-statement>{t('electronicStatement')}</p>
    </footer>
  );
}
