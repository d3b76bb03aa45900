import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { type StartTargetInputs, startTargetOf } from './start-target';
import { TargetChoiceFields } from './target-choice-fields';

/** Prescribed on VT1–VT2 98–115 before a newer test found ischaemia at 112 (maximum 102). */
const PRESCRIBED = {
  version: 2,
  target: { lowBpm: 98, highBpm: 115 },
  safetyMaxBpm: 128,
  borg: null,
  basedOn: 'ET-1',
  signed: true,
};
const NEWER_TEST = { assessmentId: 'ET-2', date: '2026-11-01', peakHr: 118, ischaemicHr: 112 };

function renderClassStart(change: Partial<StartTargetInputs>) {
  const start = startTargetOf({
    prescribed: PRESCRIBED,
    exerciseTests: [NEWER_TEST],
    deviceLimitBpm: null,
    atrialFibrillation: false,
    birthDate: '1958-03-02',
    restingHr: 60,
    formula: 'fox',
    atMs: Date.UTC(2026, 10, 25),
    choice: null,
    fallback: '50-70',
    ...change,
  });
  renderInApp(
    <TargetChoiceFields
      start={{ ...start, status: 'ready' }}
      birthDate="1958-03-02"
      onChoice={vi.fn()}
    />,
  );
  return screen.getByTestId('start-target').textContent;
}

describe('the start target of a class participant', () => {
  it('says the prescribed band is too narrow under a newer maximum, with the numbers', () => {
    const line = renderClassStart({});
    expect(line).toContain(
      'prescribed band too narrow: the safety maximum 102 bpm leaves 98–102 bpm, under 5 bpm wide — not used',
    );
  });

  it('says nothing of it when 5 bpm are left (maximum 103: 98–103 is the band)', () => {
    const line = renderClassStart({ exerciseTests: [{ ...NEWER_TEST, ischaemicHr: 113 }] });
    expect(line).not.toContain('too narrow');
    expect(screen.getByDisplayValue('Prescription v2: 98–103 bpm')).toBeTruthy();
  });

  it('says the prescribed band is not used when it is wholly above the maximum', () => {
    const line = renderClassStart({ deviceLimitBpm: 105 });
    expect(line).toContain('prescribed band not used: it is above the safety maximum 95 bpm');
  });
});
