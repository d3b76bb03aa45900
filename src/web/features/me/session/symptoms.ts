/**
 * The symptoms a patient names when stopping a home session ("I feel unwell") and in the After
 * form, and how they are kept: as `marker` events whose value the clinic's inbox reads
 * ("unwell:chest-pain" when the session stopped for it, the inbox's `UNWELL_MARKER`, ranked
 * "stopped for symptoms"; "symptom-after:dizzy" in the After form), so no new event kind is
 * needed. The advice follows the check-in's (common/home/red-flags.ts, SBC 2020):
 * stop, rest, call the clinic; chest pain at rest that does not pass is an emergency (SAMU 192).
 */
import { UNWELL_MARKER } from '../../../../common/home/inbox-rank';

export const SYMPTOMS = ['chest-pain', 'breathless', 'dizzy', 'palpitations', 'other'] as const;
export type Symptom = (typeof SYMPTOMS)[number];

export const SYMPTOM_MARKER = { during: `${UNWELL_MARKER}:`, after: 'symptom-after:' } as const;

/** The emergency number in Brazil (SAMU), as a tel: link. */
export const SAMU_TEL = 'tel:192';
