/**
 * Mounted once in the signed-in shell: runs the countdown with the active workspace's setting
 * (GET /api/clinic-settings; the last known value, or 15 minutes, while it cannot be read) and
 * puts the lock screen over the app, outside the app's root so that root can be made inert.
 */
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { apiPaths } from '../../../common/api/api-paths';
import { clinicSettingsAnswerSchema } from '../../../common/schemas/clinic-settings';
import { apiRequest } from '../../lib/api-client';
import { useWorkspace } from '../clinic';
import { LockScreen } from './lock-screen';
import { setLockMinutes, startInactivityLock, useLocked } from './lock-store';

export function fetchClinicSettings() {
  return apiRequest(apiPaths.clinicSettings(), { schema: clinicSettingsAnswerSchema });
}

export function InactivityLock() {
  const locked = useLocked();
  const { workspaceId } = useWorkspace();

  useEffect(() => startInactivityLock(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the setting is read again in each workspace.
  useEffect(() => {
    let live = true;
    fetchClinicSettings().then(
      (settings) => live && setLockMinutes(settings.inactivityLockMinutes),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [workspaceId]);

  return locked ? createPortal(<LockScreen />, document.body) : null;
}
