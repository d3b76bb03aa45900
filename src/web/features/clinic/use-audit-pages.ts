/** The audit trail's pages for the chosen filters: loads the first, appends the next on ask. */
import { useMemo } from 'react';
import type { AuditEvent } from '../../../common/schemas/audit';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { type AuditFilters, fetchAuditPage } from './audit-api';

export type AuditPageState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; events: AuditEvent[]; nextCursor: string | null; loadingMore: boolean };

export function useAuditPages(filters: AuditFilters | 'bad-range') {
  // An inverted date range asks nothing: what was shown stays.
  const chosen = filters === 'bad-range' ? null : filters;
  const pages = useCursorPages<AuditEvent>(chosen && JSON.stringify(chosen), {
    fetchPage: async (cursor) => {
      const page = await fetchAuditPage(chosen ?? {}, cursor);
      return { items: page.events, nextCursor: page.nextCursor };
    },
  });
  const { status, items, nextCursor, error } = pages;
  const state = useMemo((): AuditPageState => {
    if (status === 'loading') return { status };
    // The trail shows the error alone, with Retry asking the first page again.
    if (status === 'error') return { status, error };
    return { status: 'ready', events: items, nextCursor, loadingMore: status === 'more' };
  }, [status, items, nextCursor, error]);

  return {
    state,
    reload: () => {
      if (chosen) pages.reload();
    },
    loadMore: () => {
      if (chosen) pages.loadMore();
    },
  };
}
