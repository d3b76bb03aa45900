/**
 * Whether the clinic has the session (section 12: "Sent to your clinic ✓" only once the server
 * has stored it), read from the outbox: the outbox drops a write only when the server answered
 * 2xx for it, so a saved session with nothing of its own left queued has reached the clinic.
 */
export type SendState = 'sent' | 'waiting' | 'refused';

interface QueuedWrite {
  entityKey: string;
  failed: boolean;
  lastError: { status: number } | null;
}

export function sendStateOf(items: readonly QueuedWrite[], entityKey: string): SendState {
  const own = items.filter((item) => item.entityKey === entityKey);
  if (own.length === 0) return 'sent';
  // A 4xx (a day that did not allow it): waiting would never end, so the patient is told.
  const refused = own.some(
    (item) =>
      item.failed && item.lastError && item.lastError.status >= 400 && item.lastError.status < 500,
  );
  return refused ? 'refused' : 'waiting';
}
