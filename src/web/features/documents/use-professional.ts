/** The responsible professional of a document, their registration read from the profiles API. */
import { useEffect, useState } from 'react';
import type { Clinician } from '../../../common/schemas/review';
import type { MemberRef } from '../../../common/schemas/user';
import { fetchClinicians } from './clinicians-api';
import { type Professional, professionalOf } from './professional';

/**
 * Offline or refused, the profiles are unknown and the document prints the name with
 * "registration not recorded" rather than nothing.
 */
export function useProfessional(member: MemberRef | null | undefined): Professional | null {
  const [clinicians, setClinicians] = useState<readonly Clinician[]>([]);
  const memberId = member?.id;
  useEffect(() => {
    if (!memberId) return;
    let live = true;
    fetchClinicians().then(
      (list) => live && setClinicians(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [memberId]);
  return professionalOf(member, clinicians);
}
