/**
 * Why a session runs by time and Borg alone, if it does (section 12): the prescription has no
 * heart-rate band (Borg only, or atrial fibrillation), or this browser cannot reach the strap.
 */
import type { HomePlan } from '../../../../common/schemas/home-today';
import type { BluetoothSupport } from '../../devices';

export type ByTimeReason = 'borg-only' | Exclude<BluetoothSupport, 'available'>;

export function byTimeReasonOf(
  plan: Pick<HomePlan, 'band'>,
  support: BluetoothSupport | 'checking',
): ByTimeReason | null {
  if (!plan.band) return 'borg-only';
  if (support === 'checking' || support === 'available') return null;
  return support;
}
