import { describe, expect, it } from 'vitest';
import { dayBound, filtersFromInput, NO_AUDIT_FILTERS, patientsOfEvent } from './audit-api';

describe('audit filters', () => {
  it('turns date-input days into the first and last millisecond of the local day', () => {
    expect(dayBound('2026-11-23', 'start')).toBe(new Date(2026, 10, 23, 0, 0, 0, 0).getTime());
    expect(dayBound('2026-11-23', 'end')).toBe(new Date(2026, 10, 23, 23, 59, 59, 999).getTime());
    expect(dayBound('', 'start')).toBeUndefined();
    expect(dayBound('23/11/2026', 'end')).toBeUndefined();
  });

  it('sends only the filters that are set, and includes the whole end day', () => {
    expect(filtersFromInput(NO_AUDIT_FILTERS)).toEqual({});
    expect(
      filtersFromInput({
        ...NO_AUDIT_FILTERS,
        actorId: 'u1',
        action: 'activity.read',
        fromDay: '2026-11-01',
        toDay: '2026-11-01',
      }),
    ).toEqual({
      actorId: 'u1',
      action: 'activity.read',
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 10, 1, 23, 59, 59, 999).getTime(),
    });
  });

  it('refuses an end day before the start day instead of asking for nothing', () => {
    expect(
      filtersFromInput({ ...NO_AUDIT_FILTERS, fromDay: '2026-11-02', toDay: '2026-11-01' }),
    ).toBe('bad-range');
  });
});

describe('the patients an audit entry names', () => {
  const names = { 'P-1': 'Maria', 'P-3': 'João' };
  it('names the one patient, or every patient of an offline copy, by name where known', () => {
    expect(patientsOfEvent({ patientId: 'P-1', patientIds: [] }, names)).toEqual(['Maria']);
    expect(patientsOfEvent({ patientId: null, patientIds: ['P-1', 'P-2', 'P-3'] }, names)).toEqual([
      'Maria',
      'P-2',
      'João',
    ]);
    expect(patientsOfEvent({ patientId: null, patientIds: [] }, names)).toEqual([]);
  });
});
