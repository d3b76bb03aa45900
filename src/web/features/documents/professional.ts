/**
 * Who a printed document names as the responsible professional: the member who led (recorded)
 * the session, with the registration (CRM, CREFITO, COREN …) kept in their clinician profile, so
 * it comes from data rather than being written in by hand on paper.
 */
import type { Profession } from '../../../common/clinic/professions';
import type { Clinician } from '../../../common/schemas/review';
import type { MemberRef } from '../../../common/schemas/user';

export interface Professional {
  userId: string;
  name: string;
  /** null: no registration recorded in the profile (or the profiles could not be read). */
  registration: string | null;
  /** Sets the label printed beside the signature (CRM, CREFITO, COREN …). */
  profession: Profession;
}

export function professionalOf(
  member: MemberRef | null | undefined,
  clinicians: readonly Clinician[],
): Professional | null {
  if (!member) return null;
  const profile = clinicians.find((c) => c.userId === member.id);
  const registration = profile?.registration.trim() ?? '';
  return {
    userId: member.id,
    name: member.name.trim() || member.email || '—',
    registration: registration === '' ? null : registration,
    profession: profile?.profession ?? 'other',
  };
}

/**
 * The professional who led a class: whoever recorded most of its sessions (ties: the first
 * one met), since each participant's session is saved by the clinician at the station.
 */
export function leaderOf(recorders: readonly (MemberRef | null | undefined)[]): MemberRef | null {
  const counts = new Map<string, { member: MemberRef; count: number }>();
  for (const member of recorders) {
    if (!member) continue;
    const seen = counts.get(member.id);
    if (seen) seen.count += 1;
    else counts.set(member.id, { member, count: 1 });
  }
  let best: { member: MemberRef; count: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.member ?? null;
}

/**
 * What is printed beside a signature or a professional's name: their council's register
 * (CRM, CREFITO, COREN), or "Professional registration" for another profession or none known.
 */
export const registrationLabel = (
  profession: Profession | undefined,
  t: (key: string) => string,
): string => t(`registrationOf.${profession ?? 'other'}`);
