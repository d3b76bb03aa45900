/**
 * A create-only write (`If-None-Match: *`, the "Add patient" form's) that the server answered
 * 409 because the record exists. Either it is this device's own create whose answer was lost
 * (the record holds exactly what was sent): stored, nothing to do. Or the id belongs to another
 * record: a refusal the clinician resolves by choosing another id, never a version conflict to
 * merge, since the two records are different people.
 */
import type { OutboxItem, SendResult } from './outbox-item';

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Every field sent is stored as sent (an absent or null field stores null), and it is live. */
function holdsWhatWasSent(item: OutboxItem, current: unknown): boolean {
  const stored = recordOf(current);
  const sent = recordOf(item.bodyJson === null ? null : JSON.parse(item.bodyJson));
  if (stored.archivedAt !== null && stored.archivedAt !== undefined) return false;
  return Object.entries(sent).every(
    ([field, value]) => JSON.stringify(value ?? null) === JSON.stringify(stored[field] ?? null),
  );
}

/** The send's outcome as the outbox should take it (unchanged for any other write or answer). */
export function createOnlyOutcome(item: OutboxItem, result: SendResult): SendResult {
  if (!item.createOnly || result.status !== 409 || !result.conflict) return result;
  const { current } = result.conflict;
  if (!holdsWhatWasSent(item, current)) return result;
  const version = recordOf(current).version;
  return { status: 200, error: null, version: typeof version === 'number' ? version : undefined };
}

/** A refused create-only write: in Settings a refusal with the server's reason, not a conflict. */
export const isRefusedCreate = (item: Pick<OutboxItem, 'createOnly' | 'conflict'>): boolean =>
  item.createOnly === true && Boolean(item.conflict);
