/**
 * Which workspace the app shows: the personal one, whose id is the user's (as on the server), or
 * a clinic, with the clinician's role there. Kept on the device (so the header names it offline)
 * and wiped at sign-out with the rest; the server decides from its session, the clinic feature
 * keeps the two in step. In lib because the outbox (sync) tags each write with it and the clinic
 * feature sets it, and neither may import the other. Decision 0011 names the parts.
 */
import { type ClinicRole, isClinicRole } from '../../common/clinic/clinic-roles';
import {
  createLocalSetting,
  type LocalSetting,
  readStorage,
  useLocalSetting,
} from './local-setting';
import { signedInUserId } from './signed-in-user';

export type ActiveWorkspace =
  | { kind: 'personal'; workspaceId: string; clinicName: null; role: 'owner' }
  | { kind: 'clinic'; workspaceId: string; clinicName: string; role: ClinicRole };

/** The user's own workspace; they own it. `userId` is '' while nobody is signed in. */
export function personalWorkspace(userId = signedInUserId() ?? ''): ActiveWorkspace {
  return { kind: 'personal', workspaceId: userId, clinicName: null, role: 'owner' };
}

export function clinicWorkspace(
  workspaceId: string,
  clinicName: string,
  role: ClinicRole,
): ActiveWorkspace {
  return { kind: 'clinic', workspaceId, clinicName, role };
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The stored text as a workspace, the personal one being the signed-in user's. A value written
 * before decision 0011 (`clinicId`, null for the personal workspace) is read the same way: a
 * clinic named by `clinicId` is that clinic; anything else (null, damaged, partial) is personal.
 */
export function parseActiveWorkspace(raw: string | null, userId: string | null): ActiveWorkspace {
  let value: Record<string, unknown> | null = null;
  try {
    value = raw ? (JSON.parse(raw) as Record<string, unknown> | null) : null;
  } catch {
    // Not JSON: a damaged value means the personal workspace.
  }
  const clinicId = value?.kind === 'clinic' ? value.workspaceId : value?.clinicId;
  if (value && nonEmpty(clinicId) && typeof value.clinicName === 'string') {
    if (isClinicRole(value.role)) return clinicWorkspace(clinicId, value.clinicName, value.role);
  }
  const storedId =
    value?.kind === 'personal' && nonEmpty(value.workspaceId) ? value.workspaceId : '';
  return personalWorkspace(userId ?? storedId);
}

const WORKSPACE_KEY = 'ritmo.workspace';
const stored = createLocalSetting<string | null>(WORKSPACE_KEY, (raw) => raw, String);
let cached: { raw: string | null; userId: string | null; value: ActiveWorkspace } | null = null;

/** The setting; read again when its text or the signed-in user changes (same value otherwise). */
export const activeWorkspace: LocalSetting<ActiveWorkspace> = {
  key: WORKSPACE_KEY,
  get() {
    const raw = readStorage(WORKSPACE_KEY);
    const userId = signedInUserId();
    if (cached?.raw !== raw || cached.userId !== userId) {
      cached = { raw, userId, value: parseActiveWorkspace(raw, userId) };
    }
    return cached.value;
  },
  set: (value) => stored.set(value && JSON.stringify(value)),
  subscribe: stored.subscribe,
  refresh: stored.refresh,
};

/** The workspace the outbox tags a write with: the clinic's id, or the user's own. */
export const activeWorkspaceId = (): string => activeWorkspace.get().workspaceId;

export function useActiveWorkspace(): ActiveWorkspace {
  return useLocalSetting(activeWorkspace);
}

/**
 * The workspace's part of this device's per-workspace keys (`ritmo.sensors.<part>`): `personal`
 * for the personal workspace, as in keys stored before its id was the user's; else the clinic's id.
 */
export function workspaceStorageKey(workspace: ActiveWorkspace = activeWorkspace.get()): string {
  return workspace.kind === 'personal' ? 'personal' : workspace.workspaceId;
}

/** A queued write's workspace and owner, as the outbox stores them. */
export interface WorkspaceTagged {
  /** Null or absent in writes queued before the personal workspace's id was the user's. */
  workspaceId?: string | null;
  ownerId?: string | null;
}

/**
 * The workspace a queued write belongs to. A write without one was queued in the personal
 * workspace before decision 0011 (or signed out): it is its owner's, or, without one, the
 * personal workspace of whoever is signed in ('' for nobody, as `personalWorkspace`); never a
 * clinic's.
 */
export function workspaceOfWrite(write: WorkspaceTagged, userId: string | null): string {
  return write.workspaceId ?? write.ownerId ?? userId ?? '';
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
    const userId = signedInUserId();
    const before = parseActiveWorkspace(oldValue, userId).workspaceId;
    if (before === parseActiveWorkspace(newValue, userId).workspaceId) return;
    reload();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
