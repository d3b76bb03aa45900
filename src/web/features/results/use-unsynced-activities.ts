/**
 * The sessions saved on this device that the server has not received, kept current as the outbox
 * changes (a save, a send, a refusal, a discard), read again only when those writes change.
 */
import { useEffect, useMemo, useState } from 'react';
import { ACTIVITY_KEY_PREFIX, unsyncedPuts, useOutboxItems } from '../sync';
import { type UnsyncedActivity, unsyncedActivityOf } from './unsynced-activity';

export async function loadUnsyncedActivities(): Promise<UnsyncedActivity[]> {
  const puts = await unsyncedPuts(ACTIVITY_KEY_PREFIX);
  return puts.flatMap((put) => unsyncedActivityOf(put) ?? []);
}

export function useUnsyncedActivities(): readonly UnsyncedActivity[] {
  const items = useOutboxItems();
  // Which activity writes are queued and how they stand; the outbox publishes far more often.
  const signature = useMemo(
    () =>
      items
        .filter((item) => item.entityKey.startsWith(ACTIVITY_KEY_PREFIX))
        .map((item) => `${item.seq}:${item.failed ? 'x' : ''}`)
        .join(),
    [items],
  );
  const [activities, setActivities] = useState<readonly UnsyncedActivity[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` says when to read again.
  useEffect(() => {
    let live = true;
    void loadUnsyncedActivities().then((loaded) => live && setActivities(loaded));
    return () => {
      live = false;
    };
  }, [signature]);
  return activities;
}
