/**
 * A class's sessions for its report, kept in step with the sync: while a session shown as
 * unsynced was sent, discarded, refused or retried since, the report reads the class again
 * behind the rows on screen, so "Not synced yet" goes as the outbox drains, with no reload
 * (issue 24). The connection returning reads it again too (the list may be this device's copy).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLoad } from '../../../lib/use-load';
import { useOutboxItems } from '../../sync';
import { fetchClassSessions } from './class-report-api';
import { staleMarkers } from './stale-markers';

export function useClassSessions(classId: string) {
  const { state, retry, replace } = useLoad(classId, fetchClassSessions);
  const sessions = state.status === 'ready' ? state.value : null;

  // Quietly: the rows stay, and a failed read keeps them. Only the latest read counts, as an
  // earlier one answering late would bring back the marker of a save sent since.
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const mine = ++latest.current;
    void fetchClassSessions(classId).then(
      (value) => mine === latest.current && replace(value),
      () => undefined,
    );
  }, [classId, replace]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another class voids reads on their way.
  useEffect(() => {
    latest.current++;
  }, [classId]);

  // Judged from the state, not from outbox events: a read that raced a send is simply stale too.
  const items = useOutboxItems();
  const stale = useMemo(() => staleMarkers(sessions, items).join(), [sessions, items]);
  useEffect(() => {
    if (stale) refresh();
  }, [stale, refresh]);

  const ready = sessions !== null;
  useEffect(() => {
    if (!ready) return;
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [ready, refresh]);

  return { state, retry };
}
