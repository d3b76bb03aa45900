/**
 * Mounted once in the signed-in shell: runs the countdown with the active workspace's setting
 * (GET /api/clinic-settings; the last known value, or 15 minutes, while it cannot be read) and
 * puts the lock screen over the app, outside the app's root so that root can be made inert.
 */
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useClinicSettings } from '../clinic';
import { LockScreen } from './lock-screen';
import { setLockMinutes, startInactivityLock, useLocked } from './lock-store';

export function InactivityLock() {
  const locked = useLocked();
  // Read again in each workspace (the read's key names it); a failed read keeps the last minutes.
  const minutes = useClinicSettings().data?.inactivityLockMinutes;

  useEffect(() => startInactivityLock(), []);

  useEffect(() => {
    if (minutes !== undefined) setLockMinutes(minutes);
  }, [minutes]);

  return locked ? createPortal(<LockScreen />, document.body) : null;
}
