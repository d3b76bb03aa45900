/** Who may be staff of a slot: the clinic's members (names by user id), or oneself alone. */
import { useEffect, useState } from 'react';
import { useUser } from '../auth';
import { fetchFullClinic, useWorkspace } from '../clinic';

export interface StaffOption {
  value: string;
  label: string;
}

export function useStaff(): StaffOption[] {
  const { kind, workspaceId } = useWorkspace();
  const user = useUser();
  const [members, setMembers] = useState<StaffOption[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another clinic has other members.
  useEffect(() => {
    if (kind !== 'clinic') return;
    let live = true;
    fetchFullClinic().then(
      (clinic) =>
        live &&
        setMembers(
          clinic.members
            .filter((m) => m.role !== 'viewer')
            .map((m) => ({ value: m.userId, label: m.user.name || m.user.email })),
        ),
      // Names are a nicety here: without them the ids stay off the screen, nothing else.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [kind, workspaceId]);
  if (kind !== 'clinic') return user ? [{ value: user.id, label: user.name || user.email }] : [];
  return members;
}
