/**
 * Where the outbox says a write reached the server (or the clinician took the server's side of a
 * conflict): the server-state layer marks the reads that follow that entity stale. A registry
 * without React Query, so the outbox (loaded on every signed-in screen) does not pull it in.
 */
type WriteListener = (entityKey: string) => void;
const listeners = new Set<WriteListener>();

export function onWriteLanded(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceWriteLanded(entityKey: string): void {
  for (const listener of listeners) listener(entityKey);
}
