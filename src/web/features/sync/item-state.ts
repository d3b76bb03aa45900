/** Why an unsynced item is still on the device, in the words the Settings list shows. */

import { workspaceOfWrite } from '../../lib/active-workspace';
import { isRefusedCreate } from './create-only';
import type { OutboxItemSummary } from './outbox-engine';
import type { OutboxError } from './outbox-item';
import { isRefusal, isServerOutage } from './retry-schedule';

export type ItemState =
  | { kind: 'rejected'; reason: string }
  /** The record changed elsewhere: `theirs` is the server's (null: no longer there). */
  | { kind: 'conflict'; theirs: unknown }
  /** Set aside after repeated server failures: `status` 0 when the server's answer never came. */
  | { kind: 'parked'; failures: number; status: number; code: string; reason: string }
  | { kind: 'retrying'; at: number; reason: string }
  /** The server's database or disk is down: kept here, sent once it is back. */
  | { kind: 'serverOutage'; at: number; code: string }
  | { kind: 'waiting' }
  | { kind: 'blocked' }
  | { kind: 'heldForOwner' }
  /** Queued in another workspace (a clinic, or the personal one): sent once that one is active. */
  | { kind: 'heldForWorkspace' }
  | { kind: 'authSessionEnded' };

/** The server's message, then each bad field: "Invalid body (body.patientId: Required)". */
export function reasonOf(error: OutboxError | null): string {
  if (!error) return '';
  const fields = error.details.map((detail) => `${detail.field}: ${detail.message}`);
  return fields.length > 0 ? `${error.message} (${fields.join('; ')})` : error.message;
}

/** Why a failed item waits for the clinician: a conflict, a refusal, or repeated server failures. */
function decisionState(item: OutboxItemSummary): ItemState {
  if (item.conflict && !isRefusedCreate(item)) {
    return { kind: 'conflict', theirs: item.conflict.current };
  }
  const error = item.lastError;
  if (!error || isRefusal(item.method, error.status)) {
    return { kind: 'rejected', reason: reasonOf(error) };
  }
  return {
    kind: 'parked',
    failures: item.serverFailures ?? 0,
    status: error.status,
    code: error.code,
    reason: reasonOf(error),
  };
}

/** States in `seq` order: an item behind a refused or parked one of its entity waits for it. */
export function itemStates(
  items: readonly OutboxItemSummary[],
  userId: string | null,
  authSessionEnded: boolean,
  workspaceId: string | null = userId,
): Map<number, ItemState> {
  const states = new Map<number, ItemState>();
  const rejectedEntities = new Set<string>();
  for (const item of items) {
    if (item.ownerId !== null && userId !== null && item.ownerId !== userId) {
      states.set(item.seq, { kind: 'heldForOwner' });
    } else if (item.failed) {
      // Refused in a clinic the clinician has left: still shown as refused, with the reason.
      rejectedEntities.add(item.entityKey);
      states.set(item.seq, decisionState(item));
    } else if (workspaceOfWrite(item, userId) !== workspaceId) {
      states.set(item.seq, { kind: 'heldForWorkspace' });
    } else if (rejectedEntities.has(item.entityKey)) {
      states.set(item.seq, { kind: 'blocked' });
    } else if (authSessionEnded) {
      states.set(item.seq, { kind: 'authSessionEnded' });
    } else if (isServerOutage(item.lastError)) {
      states.set(item.seq, {
        kind: 'serverOutage',
        at: item.nextAttemptAt,
        code: item.lastError?.code ?? '',
      });
    } else if (item.lastError) {
      states.set(item.seq, {
        kind: 'retrying',
        at: item.nextAttemptAt,
        reason: reasonOf(item.lastError),
      });
    } else {
      states.set(item.seq, { kind: 'waiting' });
    }
  }
  return states;
}
