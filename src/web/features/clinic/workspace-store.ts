/**
 * The clinician's workspaces: the personal one and their clinics, the active one (kept in
 * lib/active-workspace so the outbox can tag writes) and their role there. The server decides
 * from its session; `refreshWorkspaces` brings the device in step, `switchWorkspace` changes
 * both. A user store, so sign-out wipes the list; it outlives a workspace switch.
 */
import {
  type ActiveWorkspace,
  activeWorkspace,
  clinicWorkspace,
  onWorkspaceChangedElsewhere,
  personalWorkspace,
} from '../../lib/active-workspace';
import { onForbidden } from '../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { clearWorkspaceData } from '../../lib/local-data';
import { paths } from '../../lib/paths';
import { switchHold } from '../../lib/switch-guards';
import { createUserStore, useUserStore } from '../../lib/user-state';
import { outboxItems } from '../sync';
import {
  acceptInvitation,
  type Clinic,
  createClinic,
  fetchActiveRole,
  fetchActiveWorkspace,
  fetchClinics,
  setActiveWorkspace,
  type WorkspaceChoice,
} from './clinic-api';
import { decideSwitch } from './switch-rule';

export interface WorkspaceListState {
  clinics: readonly Clinic[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The clinician was removed from the active clinic: its data is out of reach. */
  refused: boolean;
}

const INITIAL: WorkspaceListState = { clinics: [], status: 'idle', refused: false };

export const workspaceList = createUserStore(() => INITIAL, { keepOnWorkspaceSwitch: true });

export function useWorkspaceList(): WorkspaceListState {
  return useUserStore(workspaceList);
}

const REMOVED_MESSAGE = /no longer a member/i;

const isNotMember = (error: unknown) =>
  !(error instanceof ApiError && error.status === NETWORK_ERROR_STATUS);

/**
 * Shows `workspace` from now on: the previous workspace's cached and in-memory data go, then the
 * app reloads so every screen reads the new workspace from the server. A switch the clinician
 * chose starts over on Home (the screen they were on belongs to the workspace they left); the
 * start-up check stays where they are (a link to a clinic's patient opens that patient).
 */
async function enterWorkspace(workspace: ActiveWorkspace, where: 'home' | 'here' = 'home') {
  await clearWorkspaceData();
  activeWorkspace.set(workspace);
  reloadApp(where === 'home' ? paths.home() : currentLocation());
}

const currentLocation = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** A fresh start: no screen keeps state read in the previous workspace. */
let reloadApp = (to: string) => window.location.assign(to);
/** For tests: what happens instead of the reload. */
export function onReloadForTests(reload: (to: string) => void) {
  reloadApp = reload;
}

/**
 * Reads the clinics and the server's active workspace; a different one than shown is entered
 * where the clinician is. The list stays "loading" until the device is known to be in step, so
 * the header is busy (and no screen counts as ready) while a reload may still come.
 */
export async function refreshWorkspaces(): Promise<void> {
  workspaceList.setState((state) => ({ ...state, status: 'loading' }));
  const ready = () => workspaceList.setState((state) => ({ ...state, status: 'ready' }));
  try {
    const [clinics, server] = await Promise.all([fetchClinics(), fetchActiveWorkspace()]);
    workspaceList.setState((state) => ({ ...state, clinics }));
    const shown = activeWorkspace.get();
    if (server?.kind !== 'clinic') {
      if (shown.kind !== 'clinic') return ready();
      return enterWorkspace(personalWorkspace(server?.workspaceId), 'here');
    }
    const clinic = clinics.find((listed) => listed.id === server.workspaceId);
    const role = await fetchActiveRole().catch((error: unknown) => {
      if (isNotMember(error)) return null;
      throw error;
    });
    if (!clinic || role === null) {
      workspaceList.setState((state) => ({ ...state, status: 'ready', refused: true }));
      return;
    }
    const entered = clinicWorkspace(clinic.id, clinic.name, role);
    if (shown.workspaceId !== clinic.id) return enterWorkspace(entered, 'here');
    if (shown.role !== role || shown.clinicName !== clinic.name) activeWorkspace.set(entered);
    ready();
  } catch {
    // Offline or the server is down: the workspace kept on the device stays shown.
    workspaceList.setState((state) => ({ ...state, status: 'error' }));
  }
}

/** The current workspace still has writes on this device: see switch-rule.ts. */
export class SwitchBlockedError extends Error {
  constructor(readonly unsynced: number) {
    super(`${unsynced} unsynced changes in this workspace`);
  }
}

/** A recording not yet saved or discarded: it belongs to the workspace it was started in. */
export class RecordingInProgressError extends Error {
  constructor() {
    super('A recording is in progress in this workspace');
  }
}

/**
 * Throws RecordingInProgressError while a recording is unsaved, SwitchBlockedError while the
 * current workspace has writes not on the server.
 */
export function checkCanSwitch(): void {
  if (switchHold() === 'recording') throw new RecordingInProgressError();
  const decision = decideSwitch(
    outboxItems(),
    activeWorkspace.get().workspaceId,
    workspaceList.getState().refused,
  );
  if (!decision.allowed) throw new SwitchBlockedError(decision.unsynced);
}

/** Switches the server's session and the device together. */
export async function switchWorkspace(choice: WorkspaceChoice): Promise<void> {
  checkCanSwitch();
  await setActiveWorkspace(choice);
  if (choice.kind === 'personal') return enterWorkspace(personalWorkspace());
  const { workspaceId } = choice;
  const role = await fetchActiveRole();
  const clinic = workspaceList.getState().clinics.find((listed) => listed.id === workspaceId);
  return enterWorkspace(clinicWorkspace(workspaceId, clinic?.name ?? '', role));
}

/** Creates a clinic (the server makes it active) and enters it as its owner. */
export async function createAndEnterClinic(name: string): Promise<void> {
  checkCanSwitch();
  const clinic = await createClinic(name);
  return enterWorkspace(clinicWorkspace(clinic.id, clinic.name, 'owner'));
}

/** Accepts the invitation (the server makes its clinic active) and enters the clinic. */
export async function joinClinic(invitation: {
  id: string;
  organizationId: string;
  organizationName: string;
}): Promise<void> {
  checkCanSwitch();
  await acceptInvitation(invitation.id);
  const role = await fetchActiveRole();
  return enterWorkspace(
    clinicWorkspace(invitation.organizationId, invitation.organizationName, role),
  );
}

/**
 * A 403 from the data API: "no longer a member" puts the app in the refused state; any other
 * (a role that fell short) means the role may have changed: read it again.
 */
function handleForbidden(error: ApiError): void {
  if (activeWorkspace.get().kind === 'personal') return;
  if (REMOVED_MESSAGE.test(error.message)) {
    workspaceList.setState((state) => ({ ...state, refused: true }));
    return;
  }
  void refreshWorkspaces();
}

if (typeof window !== 'undefined') {
  onForbidden(handleForbidden);
  // Another tab switched: start over on Home here too (its data were this tab's caches).
  onWorkspaceChangedElsewhere(() => reloadApp(paths.home()));
}
