/**
 * What must stay in view while the screen is locked: a safety alarm naming its patient and
 * reason (IEC 60601-1-8: an alarm signal is never hidden by another display). Inline normally;
 * while locked it moves into the lock screen's alarm region, above the password form.
 */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAlarmSlot, useLocked } from './lock-store';

export function AboveLock({ children }: { children: ReactNode }) {
  const locked = useLocked();
  const slot = useAlarmSlot();
  return locked && slot ? createPortal(children, slot) : children;
}
