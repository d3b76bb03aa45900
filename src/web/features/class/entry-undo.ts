/**
 * The class's last quick entries, offered back for a few seconds (the live view's Undo notice):
 * one at a time, as a tablet shows one notice. Recording a patient's entries goes through here
 * so that what Undo takes back is exactly what was recorded, at the instant it was.
 */
import { useSyncExternalStore } from 'react';
import type { QuickEntry, RecordedEntries } from '../recording';
import { appClass } from './class-store';

type LastEntries = RecordedEntries & { participantId: string };

let last: LastEntries | null = null;
const listeners = new Set<() => void>();
const set = (next: LastEntries | null) => {
  last = next;
  for (const listener of listeners) listener();
};

export function recordEntries(participantId: string, entries: QuickEntry[], at = Date.now()) {
  const participant = appClass.participant(participantId);
  if (!participant || entries.length === 0) return;
  for (const entry of entries) participant.entry(entry, at);
  set({ participantId, patientName: participant.init.patientName, at, entries });
}

export function undoLastEntries() {
  if (!last) return;
  appClass
    .participant(last.participantId)
    ?.recorder.dispatch({ type: 'undo-entries', at: last.at, entries: last.entries });
  set(null);
}

export const dismissLastEntries = () => set(null);

export function useLastEntries(): LastEntries | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => last,
  );
}
