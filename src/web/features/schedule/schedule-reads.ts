/** The schedule's reads through the server-state layer: the weekly slots, a slot's day, follow-up. */
import type { ClassSlot } from '../../../common/schemas/class-slot';
import { type ServerRead, useReplaceServerData, useServerQuery } from '../../lib/server-state';
import { loadMissedSessions, loadSlotDay, loadSlots } from './schedule-api';

const SLOTS_KEY = ['slots'] as const;

/** The workspace's weekly slots (Home's "Today's slots" and /schedule share the read). */
export function useSlots(): ServerRead<ClassSlot[]> {
  return useServerQuery({ key: SLOTS_KEY, read: loadSlots });
}

/** Shows the slots a save or a delete left, without reading them again. */
export function useReplaceSlots(): (slots: ClassSlot[]) => void {
  return useReplaceServerData<ClassSlot[]>(SLOTS_KEY);
}

/** One slot's patients and marks on `date`; the slot's version: a change reads it again. */
export function useSlotDay(slot: ClassSlot, date: string) {
  return useServerQuery({
    key: ['slot-day', slot.slotId, date, slot.version],
    read: () => loadSlotDay(slot.slotId, date),
  });
}

/** One slot's day by its id alone (a class opened from `/class?slot=…&date=…`). */
export function useSlotDayById(slotId: string, date: string) {
  return useServerQuery({
    key: ['slot-day', slotId, date],
    read: () => loadSlotDay(slotId, date),
  });
}

export function useMissedSessions(today: string) {
  return useServerQuery({ key: ['missed-sessions', today], read: () => loadMissedSessions(today) });
}
