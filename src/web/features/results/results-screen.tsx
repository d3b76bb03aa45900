/** /results: the session history with its filters, and a chosen patient's trends (`view=trends`). */
import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { patientNameOf, usePatientDirectory } from '../patients';
import { HistoryFilterBar } from './history/history-filter-bar';
import {
  type HistoryFilters,
  hasFilters,
  historyApiQuery,
  historySearchParams,
  NO_FILTERS,
  parseHistoryFilters,
  parseResultsView,
  type ResultsView,
} from './history/history-filters';
import { HistoryList } from './history/history-list';
import { RESULTS_NS } from './results-i18n';
import { TrendsView } from './trends/trends-view';

export function ResultsScreen() {
  const { t } = useTranslation(RESULTS_NS);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseHistoryFilters(params), [params]);
  const view = parseResultsView(params);
  const query = useMemo(() => historyApiQuery(filters), [filters]);
  const { patients, names } = usePatientDirectory();
  // Two filters changed before the screen re-renders (From, then To) must both stay: each change
  // builds on the last one asked for, not on the URL this render read.
  const latest = useRef(filters);
  latest.current = filters;
  // Filters replace the entry rather than stacking one per keystroke in the back history.
  const show = (next: HistoryFilters, nextView: ResultsView = view) => {
    latest.current = next;
    setParams(historySearchParams(next, nextView), { replace: true });
  };
  const search = historySearchParams(filters, view).toString();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('title')}
        </Title>
        {hasFilters(filters) && (
          <Button variant="subtle" onClick={() => show(NO_FILTERS, 'history')}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
      <HistoryFilterBar
        filters={filters}
        patients={patients}
        names={names}
        onChange={(change) => show({ ...latest.current, ...change })}
      />
      {filters.patientId && (
        <SegmentedControl
          aria-label={t('views.label')}
          value={view}
          onChange={(next) => show(filters, next as ResultsView)}
          data={[
            { value: 'history', label: t('views.history') },
            { value: 'trends', label: t('views.trends') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {view === 'trends' && filters.patientId ? (
        <TrendsView
          patientId={filters.patientId}
          patientName={patientNameOf(names, filters.patientId)}
        />
      ) : (
        <HistoryList
          query={query}
          filtered={hasFilters(filters)}
          names={names}
          search={search ? `?${search}` : ''}
          onClearFilters={() => show(NO_FILTERS, 'history')}
        />
      )}
    </Stack>
  );
}
