/**
 * Which workspace the app shows: the personal one (`clinicId` null) or a clinic, with the
 * clinician's role there. Kept on the device (so the header names it offline) and wiped at
 * sign-out with the rest; the server decides from its session, the clinic feature keeps the two
 * in step. In lib because the outbox (sync) tags each write with it and the clinic feature
 * sets it, and neither may import the other.
 */
import { type ClinicRole, isClinicRole } from '../../common/clinic/clinic-roles';
import { createLocalSetting, useLocalSetting } from './local-setting';

export interface ActiveWorkspace {
  /** null: the personal workspace. */
  clinicId: string | null;
  clinicName: string | null;
  /** The clinician's role; in the personal workspace they own it. */
  role: ClinicRole;
}

export const PERSONAL_WORKSPACE: ActiveWorkspace = {
  clinicId: null,
  clinicName: null,
  role: 'owner',
};

export function parseActiveWorkspace(raw: string | null): ActiveWorkspace {
  if (!raw) return PERSONAL_WORKSPACE;
  try {
    const value = JSON.parse(raw) as Partial<ActiveWorkspace> | null;
    if (
      value &&
      typeof value.clinicId === 'string' &&
      typeof value.clinicName === 'string' &&
      isClinicRole(value.role)
    ) {
      return { clinicId: value.clinicId, clinicName: value.clinicName, role: value.role };
    }
  } catch {
    // Not JSON: an older or damaged value means the personal workspace.
  }
  return PERSONAL_WORKSPACE;
}

export const activeWorkspace = createLocalSetting<ActiveWorkspace>(
  'ritmo.workspace',
  parseActiveWorkspace,
);

/** The clinic the outbox tags a write with; null in the personal workspace. */
export const activeClinicId = (): string | null => activeWorkspace.get().clinicId;

export function useActiveWorkspace(): ActiveWorkspace {
  return useLocalSetting(activeWorkspace);
}

type StorageEventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `reload` when another tab of this browser enters another workspace: this tab's screens
 * and stores still hold the previous workspace's data, and its caches were just cleared.
 */
export function onWorkspaceChangedElsewhere(
  reload: () => void,
  target: StorageEventTarget = window,
): () => void {
  const listener = (event: Event) => {
    const { key, oldValue, newValue } = event as StorageEvent;
    if (key !== activeWorkspace.key) return;
    if (parseActiveWorkspace(oldValue).clinicId === parseActiveWorkspace(newValue).clinicId) return;
    reload();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
