/** The audit trail's pages for the chosen filters: loads the first, appends the next on ask. */
import { useCallback, useEffect, useState } from 'react';
import type { AuditEvent } from '../../../common/schemas/audit';
import { type AuditFilters, fetchAuditPage } from './audit-api';

export type AuditPageState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; events: AuditEvent[]; nextCursor: string | null; loadingMore: boolean };

export function useAuditPages(filters: AuditFilters | 'bad-range') {
  const [state, setState] = useState<AuditPageState>({ status: 'loading' });
  const filterKey = JSON.stringify(filters);

  const load = useCallback(async (chosen: AuditFilters, cursor: string | null) => {
    try {
      const page = await fetchAuditPage(chosen, cursor);
      setState((previous) => ({
        status: 'ready',
        events:
          cursor && previous.status === 'ready'
            ? [...previous.events, ...page.events]
            : page.events,
        nextCursor: page.nextCursor,
        loadingMore: false,
      }));
    } catch (error) {
      setState({ status: 'error', error });
    }
  }, []);

  useEffect(() => {
    const chosen = JSON.parse(filterKey) as AuditFilters | 'bad-range';
    if (chosen === 'bad-range') return;
    setState({ status: 'loading' });
    void load(chosen, null);
  }, [filterKey, load]);

  return {
    state,
    reload: () => {
      if (filters !== 'bad-range') void load(filters, null);
    },
    loadMore: () => {
      if (state.status !== 'ready' || filters === 'bad-range') return;
      setState({ ...state, loadingMore: true });
      void load(filters, state.nextCursor);
    },
  };
}
