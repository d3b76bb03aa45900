/**
 * A short string that changes exactly when some writes in the outbox change: one queued, sent,
 * discarded, refused or retried. Lists and reports put it in an effect's dependencies to read
 * again as the outbox drains; the snapshot itself changes far more often (every attempt).
 */
import type { OutboxItemSummary } from './outbox-engine';

/** The writes `select` picks (by entity key), each as its seq and whether it waits for a decision. */
export function outboxSignature(
  items: readonly OutboxItemSummary[],
  select: (entityKey: string) => boolean,
): string {
  return items
    .filter((item) => select(item.entityKey))
    .map((item) => `${item.seq}:${item.failed ? 'x' : ''}`)
    .join();
}
