/**
 * The workspace's clinician profiles (physician flag, registration), read once per workspace and
 * shared by every row of Settings → Clinic and the chart's review panel; a save reads them again.
 */
import { useSyncExternalStore } from 'react';
import type { Clinician } from '../../../common/schemas/review';
import { useUser } from '../auth';
import { useWorkspace } from '../clinic';
import { fetchClinicians } from './clinicians-api';

type CliniciansState =
  | { status: 'loading' }
  | { status: 'ready'; clinicians: readonly Clinician[] }
  | { status: 'error'; error: unknown };

const LOADING: CliniciansState = { status: 'loading' };
let shown: { key: string; state: CliniciansState } | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Reads the profiles for workspace `key` (again when `force`), then tells the screens. */
export function loadClinicians(key: string, force = false): void {
  if (!force && shown?.key === key) return;
  if (shown?.key !== key) shown = { key, state: LOADING };
  notify();
  fetchClinicians().then(
    (clinicians) => {
      if (shown?.key === key) shown = { key, state: { status: 'ready', clinicians } };
      notify();
    },
    (error: unknown) => {
      if (shown?.key === key) shown = { key, state: { status: 'error', error } };
      notify();
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The active workspace's clinician profiles; `reload` after a change. */
export function useClinicians(): CliniciansState & { reload: () => void } {
  const { workspaceId } = useWorkspace();
  const user = useUser();
  // Per user and workspace: another account on this device must not see the last one's profile.
  const key = `${user?.id ?? ''}/${workspaceId}`;
  const state = useSyncExternalStore(subscribe, () => (shown?.key === key ? shown.state : LOADING));
  if (shown?.key !== key) queueMicrotask(() => loadClinicians(key));
  return { ...state, reload: () => loadClinicians(key, true) };
}

/** The profile of `userId`, if the workspace has one. */
export const clinicianOf = (
  state: CliniciansState,
  userId: string | undefined,
): Clinician | undefined =>
  state.status === 'ready' ? state.clinicians.find((c) => c.userId === userId) : undefined;
