/**
 * The session history, virtualised against the window scroll: only the rows on screen exist in
 * the DOM, so 10,000 sessions scroll like 10. Nearing the end of what is loaded asks for more.
 */
import { Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patientNameOf } from '../../patients';
import { RESULTS_NS } from '../results-i18n';
import { EmptyState } from '../shared/empty-state';
import { LoadError } from '../shared/load-error';
import { HistoryCsvButton } from './history-csv-button';
import type { HistoryApiQuery } from './history-filters';
import classes from './history-list.module.css';
import { HistoryRow } from './history-row';
import { useHistory } from './use-history';

const ROW_HEIGHT_PX = 52;
const CARD_HEIGHT_PX = 104;
/** Rows from the end at which the next page is requested: early enough to never show a gap. */
const PREFETCH_ROWS = 30;

interface HistoryListProps {
  query: HistoryApiQuery;
  filtered: boolean;
  names: Readonly<Record<string, string>>;
  search: string;
  onClearFilters: () => void;
}

export function HistoryList({ query, filtered, names, search, onClearFilters }: HistoryListProps) {
  const { t } = useTranslation(RESULTS_NS);
  const history = useHistory(query);
  const { items, status, nextCursor } = history;

  if (status === 'loading') {
    return (
      <Stack gap={4} role="status" aria-busy="true" aria-label={t('history.loading')}>
        {Array.from({ length: 8 }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell apart.
          <Skeleton key={row} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (status === 'error' && items.length === 0) {
    return (
      <LoadError title={t('history.loadFailed')} error={history.error} onRetry={history.retry} />
    );
  }
  if (items.length === 0) {
    return filtered ? (
      <EmptyState title={t('history.noMatchTitle')} description={t('history.noMatchDescription')}>
        <Button variant="light" onClick={onClearFilters}>
          {t('filters.clear')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState title={t('history.emptyTitle')} description={t('history.emptyDescription')} />
    );
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="gray.7" role="status">
          {nextCursor
            ? t('history.shownMore', { count: items.length })
            : t('history.shown', { count: items.length })}
        </Text>
        <HistoryCsvButton items={items} names={names} complete={nextCursor === null} />
      </Group>
      <VirtualTable
        history={history}
        names={names}
        search={search}
        complete={nextCursor === null}
      />
      {status === 'more' && (
        <Group justify="center" gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('history.loadingMore')}</Text>
        </Group>
      )}
      {status === 'error' && (
        <LoadError title={t('history.loadFailed')} error={history.error} onRetry={history.retry} />
      )}
    </Stack>
  );
}

interface VirtualTableProps {
  history: ReturnType<typeof useHistory>;
  names: Readonly<Record<string, string>>;
  search: string;
  complete: boolean;
}

function VirtualTable({ history, names, search, complete }: VirtualTableProps) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const { items, loadMore } = history;
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const rowHeight = phone ? CARD_HEIGHT_PX : ROW_HEIGHT_PX;
  const bodyRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts on the page, measured once and on resize (the filters above it may
  // wrap differently), never while scrolling: reading layout on every frame would force it.
  useLayoutEffect(() => {
    const measure = () =>
      setScrollMargin((bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new row height voids the sizes measured.
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const virtualRows = virtualizer.getVirtualItems();
  const lastShown = virtualRows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (lastShown >= items.length - PREFETCH_ROWS) loadMore();
  }, [lastShown, items.length, loadMore]);

  return (
    <div className={classes.table}>
      <div aria-hidden="true" className={classes.header}>
        <div>{t('history.patient')}</div>
        <div>{t('history.date')}</div>
        <div>{t('history.type')}</div>
        <div className={classes.numeric}>{t('history.duration')}</div>
        <div className={classes.numeric}>{t('history.avgHr')}</div>
        <div className={classes.numeric}>{t('history.maxHr')}</div>
      </div>
      <ul
        aria-label={t('history.label')}
        ref={bodyRef}
        className={classes.body}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualRows.map((row) => {
          const activity = items[row.index]!;
          return (
            <HistoryRow
              key={activity.activityId}
              activity={activity}
              patientName={patientNameOf(names, activity.patientId)}
              position={row.index + 1}
              setSize={complete ? items.length : -1}
              search={search}
              top={row.start - scrollMargin}
              t={t}
              locale={i18n.language}
            />
          );
        })}
      </ul>
    </div>
  );
}
