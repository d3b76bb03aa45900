/**
 * A clinician's profession and the council that registers it in Brazil: a physician with the
 * CRM (Conselho Regional de Medicina), a physiotherapist with the CREFITO (Conselho Regional de
 * Fisioterapia e Terapia Ocupacional), a nurse with the COREN (Conselho Regional de Enfermagem).
 * The profession sets the registration's placeholder and the label printed beside a signature;
 * only a physician signs a plan (the physician flag, for the roles that can sign).
 */
export const PROFESSIONS = ['physician', 'physiotherapist', 'nurse', 'other'] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** The registering council of each profession; null: none Ritmo knows (say it in words). */
export const COUNCIL_OF: Record<Profession, 'CRM' | 'CREFITO' | 'COREN' | null> = {
  physician: 'CRM',
  physiotherapist: 'CREFITO',
  nurse: 'COREN',
  other: null,
};

/** A profile saved before professions existed: the physician flag was all it said. */
export const professionOfFlag = (physician: boolean): Profession =>
  physician ? 'physician' : 'other';
