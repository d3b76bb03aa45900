import { describe, expect, it } from 'vitest';
import {
  type PrescriptionFormValues,
  parsePrescriptionForm,
  prescriptionFormValues,
} from './prescription-form-values';
import { parseProgrammeForm, programmeFormValues } from './programme-form-values';

const TEST = { restHr: 70, peakHr: 128, vt1Hr: 100, vt2Hr: 125, ischaemicHr: null };
const testOf = (id: string) =>
  id === 'T-1' ? TEST : id === 'T-2' ? { ...TEST, vt1Hr: null } : null;
const form = (over: Partial<PrescriptionFormValues>) => ({
  ...prescriptionFormValues(null, 'T-1'),
  ...over,
});

describe('prescription form', () => {
  it('starts by thresholds from the latest test, or Borg only without one', () => {
    expect(prescriptionFormValues(null, 'T-1')).toMatchObject({
      method: 'thresholds',
      basedOn: 'T-1',
    });
    expect(prescriptionFormValues(null, null)).toMatchObject({ method: 'borg', basedOn: '' });
  });

  it('by thresholds: the body, and VT1–VT2 capped at the test peak in the preview', () => {
    const parsed = parsePrescriptionForm(form({}), testOf, null);
    expect(parsed).toEqual({
      input: {
        modality: 'cycle',
        minutes: 30,
        intensity: { method: 'thresholds' },
        basedOn: 'T-1',
      },
      preview: { target: { lowBpm: 100, highBpm: 125 }, safetyMaxBpm: 128, highClipped: false },
    });
  });

  it('by % HRR with an ICD limit of 130: Karvonen band clipped at 120', () => {
    const parsed = parsePrescriptionForm(
      form({ method: 'hrr', lowPct: '50', highPct: '90' }),
      testOf,
      130,
    );
    // 70 + 0.5 × 58 = 99; 70 + 0.9 × 58 = 122.2 → 122, clipped to 130 − 10.
    expect(parsed).toMatchObject({
      preview: { target: { lowBpm: 99, highBpm: 120 }, safetyMaxBpm: 120, highClipped: true },
    });
  });

  it('names the field at fault', () => {
    expect(parsePrescriptionForm(form({ minutes: '' }), testOf, null)).toEqual({
      errors: { minutes: 'required' },
    });
    expect(parsePrescriptionForm(form({ minutes: '2' }), testOf, null)).toEqual({
      errors: { minutes: 'range' },
    });
    expect(
      parsePrescriptionForm(
        form({ method: 'manual', lowBpm: '120', highBpm: '100' }),
        testOf,
        null,
      ),
    ).toEqual({ errors: { highBpm: 'order' } });
    expect(parsePrescriptionForm(form({ basedOn: '' }), testOf, null)).toEqual({
      errors: { basedOn: 'noTest' },
    });
    expect(parsePrescriptionForm(form({ basedOn: 'T-2' }), testOf, null)).toEqual({
      errors: { basedOn: 'noThresholds' },
    });
    expect(
      parsePrescriptionForm(form({ method: 'manual', lowBpm: '125', highBpm: '140' }), testOf, 130),
    ).toEqual({ errors: { lowBpm: 'aboveSafety' } });
    // 4 bpm is refused as the server refuses it; 5 bpm is a band.
    expect(
      parsePrescriptionForm(
        form({ method: 'manual', lowBpm: '100', highBpm: '104' }),
        testOf,
        null,
      ),
    ).toEqual({ errors: { lowBpm: 'tooNarrow' } });
    expect(
      parsePrescriptionForm(
        form({ method: 'manual', lowBpm: '100', highBpm: '105' }),
        testOf,
        null,
      ),
    ).toMatchObject({ preview: { target: { lowBpm: 100, highBpm: 105 } } });
  });

  it('Borg only needs no test and gives no heart-rate band', () => {
    const parsed = parsePrescriptionForm(form({ method: 'borg', basedOn: '' }), testOf, null);
    expect(parsed).toMatchObject({
      input: { intensity: { method: 'borg', borgLow: 11, borgHigh: 13 }, basedOn: null },
      preview: { target: null, safetyMaxBpm: null },
    });
  });

  it('edits the current prescription with its own numbers', () => {
    const values = prescriptionFormValues(
      {
        modality: 'treadmill',
        minutes: 40,
        intensity: { method: 'peak', lowPct: 60, highPct: 80 },
        basedOn: 'T-1',
        version: 2,
        target: { lowBpm: 77, highBpm: 102 },
        safetyMaxBpm: 128,
        highClipped: false,
        createdAt: 0,
        createdBy: { id: 'u', name: 'Ana' },
      },
      null,
    );
    expect(values).toMatchObject({
      modality: 'treadmill',
      minutes: '40',
      method: 'peak',
      lowPct: '60',
      highPct: '80',
    });
  });
});

describe('programme form', () => {
  it('starts as phase 2, 36 sessions, 3 a week, from today', () => {
    expect(parseProgrammeForm(programmeFormValues(null, '2026-11-20'))).toEqual({
      input: {
        phase: 2,
        startDate: '2026-11-20',
        plannedSessions: 36,
        sessionsPerWeek: 3,
        riskClass: 'intermediate',
        status: 'active',
      },
    });
  });

  it('names each wrong field', () => {
    const values = { ...programmeFormValues(null, 'x'), sessionsPerWeek: '9', plannedSessions: '' };
    expect(parseProgrammeForm(values)).toEqual({
      errors: { startDate: true, sessionsPerWeek: true, plannedSessions: true },
    });
  });
});
