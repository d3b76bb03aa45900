import { describe, expect, it } from 'vitest';
import {
  historyApiQuery,
  historySearchParams,
  isIsoDay,
  NO_FILTERS,
  parseHistoryFilters,
  parseResultsView,
} from './history-filters';

const parse = (query: string) => parseHistoryFilters(new URLSearchParams(query));

describe('history filters in the URL', () => {
  it('reads every filter a bookmarked URL carries', () => {
    expect(parse('patientId=P-001&type=cycle&from=2025-03-01&to=2025-03-31')).toEqual({
      patientId: 'P-001',
      type: 'cycle',
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });

  it('gives no filters for an empty query', () => {
    expect(parse('')).toEqual(NO_FILTERS);
  });

  it('drops values a hand-edited URL got wrong', () => {
    expect(parse('patientId=a%20b&type=swim&from=2025-02-30&to=yesterday')).toEqual(NO_FILTERS);
  });

  it('swaps a date range typed backwards', () => {
    expect(parse('from=2025-04-10&to=2025-04-01')).toMatchObject({
      from: '2025-04-01',
      to: '2025-04-10',
    });
  });

  it('writes only the filters that are set, and reads them back unchanged', () => {
    const filters = { ...NO_FILTERS, patientId: 'rec_12.a', from: '2025-01-05' };
    const params = historySearchParams(filters);
    expect(params.toString()).toBe('patientId=rec_12.a&from=2025-01-05');
    expect(parseHistoryFilters(params)).toEqual(filters);
  });

  it('keeps the trends view only when a patient is chosen', () => {
    expect(historySearchParams({ ...NO_FILTERS, patientId: 'P1' }, 'trends').get('view')).toBe(
      'trends',
    );
    expect(historySearchParams(NO_FILTERS, 'trends').has('view')).toBe(false);
    expect(parseResultsView(new URLSearchParams('view=trends'))).toBe('history');
    expect(parseResultsView(new URLSearchParams('patientId=P1&view=trends'))).toBe('trends');
  });
});

describe('calendar days', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
  });
});

describe('the API query for a filtered view', () => {
  it('runs from local midnight of the first day to the last ms of the last day', () => {
    const query = historyApiQuery({ ...NO_FILTERS, from: '2025-03-01', to: '2025-03-02' });
    expect(query.from).toBe(new Date(2025, 2, 1).getTime());
    expect(query.to).toBe(new Date(2025, 2, 3).getTime() - 1);
  });

  it('passes patient and type through and leaves out what is unset', () => {
    expect(historyApiQuery({ ...NO_FILTERS, patientId: 'P1', type: 'walk' })).toEqual({
      patientId: 'P1',
      type: 'walk',
    });
  });
});
