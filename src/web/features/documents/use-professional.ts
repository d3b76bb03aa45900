/** The responsible professional of a document, their registration read from the profiles API. */
import type { MemberRef } from '../../../common/schemas/user';
import { useClinicians } from './clinicians-api';
import { type Professional, professionalOf } from './professional';

/**
 * Offline or refused, the profiles are unknown and the document prints the name with
 * "registration not recorded" rather than nothing.
 */
export function useProfessional(member: MemberRef | null | undefined): Professional | null {
  const { data } = useClinicians(Boolean(member?.id));
  return professionalOf(member, data ?? []);
}
