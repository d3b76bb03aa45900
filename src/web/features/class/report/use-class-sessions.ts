/**
 * A class's sessions for its report, kept in step with the sync: while a session shown as
 * unsynced was sent, discarded, refused or retried since, the report reads the class again
 * behind the rows on screen, so "Not synced yet" goes as the outbox drains, with no reload
 * (issue 24). The connection returning reads it again too (the list may be this device's copy).
 * A read again keeps the rows, and one failing keeps them too (server-state.ts).
 */
import { useEffect, useMemo } from 'react';
import { type ServerRead, useServerQuery } from '../../../lib/server-state';
import { ACTIVITY_KEY_PREFIX, useOutboxItems } from '../../sync';
import { fetchClassSessions } from './class-report-api';
import type { ClassSession } from './class-report-rows';
import { staleMarkers } from './stale-markers';

export function useClassSessions(classId: string): ServerRead<ClassSession[]> {
  const read = useServerQuery({
    key: ['class-sessions', classId],
    read: () => fetchClassSessions(classId),
    followsWrites: [ACTIVITY_KEY_PREFIX],
  });
  const sessions = read.data ?? null;
  const { refetch } = read;

  // Judged from the state, not from outbox events: a read that raced a send is simply stale too.
  const items = useOutboxItems();
  const stale = useMemo(() => staleMarkers(sessions, items).join(), [sessions, items]);
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);

  const ready = sessions !== null;
  useEffect(() => {
    if (!ready) return;
    const readAgain = () => void refetch();
    window.addEventListener('online', readAgain);
    return () => window.removeEventListener('online', readAgain);
  }, [ready, refetch]);

  return read;
}
