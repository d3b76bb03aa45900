/** Who may be staff of a slot: the clinic's members (names by user id), or oneself alone. */
import { useMemo } from 'react';
import { useUser } from '../auth';
import { useFullClinic, useWorkspace } from '../clinic';

export interface StaffOption {
  value: string;
  label: string;
}

export function useStaff(): StaffOption[] {
  const { kind } = useWorkspace();
  const user = useUser();
  // Names are a nicety here: without them (a failed read) the ids stay off the screen.
  const clinic = useFullClinic(kind === 'clinic').data;
  const members = useMemo(
    () =>
      (clinic?.members ?? [])
        .filter((m) => m.role !== 'viewer')
        .map((m) => ({ value: m.userId, label: m.user.name || m.user.email })),
    [clinic],
  );
  if (kind !== 'clinic') return user ? [{ value: user.id, label: user.name || user.email }] : [];
  return members;
}
