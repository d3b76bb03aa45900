/** Finding and ordering patients as a clinician types: accents and case do not matter. */
import type { Patient } from '../../../common/schemas/patient';

/** "Conceição" → "conceicao". */
function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function matchesPatientQuery(patient: Patient, query: string): boolean {
  const folded = foldForSearch(query);
  if (folded === '') return true;
  return (
    foldForSearch(patient.patientName).includes(folded) ||
    foldForSearch(patient.patientId).includes(folded)
  );
}

/** Matching patients sorted by name in the reader's language (then id, for equal names). */
export function searchPatients(
  patients: readonly Patient[],
  query: string,
  locale: string,
): Patient[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return patients
    .filter((patient) => matchesPatientQuery(patient, query))
    .sort(
      (a, b) =>
        collator.compare(a.patientName, b.patientName) ||
        collator.compare(a.patientId, b.patientId),
    );
}
