import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAlarmLimits } from '../../../common/alarms/alarm-limits';
import type { ActiveAlarm } from '../../../common/alarms/alarm-monitor';
import { renderInApp } from '../../test/render';
import { ParticipantTile } from './participant-tile';
import type { TileView } from './tile-view';

const BAND = { lowBpm: 100, highBpm: 120 };

/** A running participant on a live strap, 110 bpm in a 100–120 band with a safety max of 140. */
function tileOf(overrides: Partial<TileView> = {}): TileView {
  const target = overrides.target === undefined ? BAND : overrides.target;
  const setup = {
    patientId: 'P-1',
    type: 'cycle' as const,
    hrMaxBpm: 160,
    restingHr: 70,
    target,
    safetyMaxBpm: 140,
    ...overrides.setup,
  };
  return {
    id: 'T-1',
    patientName: 'Jorge Almeida',
    phase: 'running',
    hr: 110,
    lastHr: 110,
    readingAt: 1_000,
    freshness: 'live',
    hrMaxBpm: 160,
    trend: 'steady',
    timeInTargetMs: 125_000,
    sensor: { kind: 'simulated', scenario: 'steady' },
    status: {
      state: 'connected',
      deviceName: null,
      deviceId: null,
      kind: 'simulated',
      batteryPct: 80,
      reconnectAttempt: 0,
      droppedPackets: 0,
      error: null,
    },
    alarms: [],
    limits: defaultAlarmLimits({ hrMaxBpm: 160, target, safetyMaxBpm: 140 }),
    preExerciseBp: null,
    ...overrides,
    target,
    setup,
  };
}

const tileNamed = (name: string) => screen.getByRole('region', { name });

describe('a participant tile', () => {
  it('shows the heart rate, where it stands against the band, and the time in target', () => {
    renderInApp(<ParticipantTile tile={tileOf()} />);
    const tile = within(tileNamed('Jorge Almeida'));
    expect(tile.getByTestId('tile-hr').textContent).toBe('110');
    expect(tile.getByText(/In target · target 100–120 · 2:05 in target/)).toBeTruthy();
    expect(tile.getByText(/of max$/).textContent).toContain('69');
    expect(tile.queryByTestId('tile-no-band')).toBeNull();
  });

  it('on a Borg-only plan shows the Borg range and the safety maximum, never "below target"', () => {
    const tile = tileOf({
      target: null,
      hr: 96,
      lastHr: 96,
      setup: {
        patientId: 'P-2',
        type: 'walk',
        hrMaxBpm: 160,
        restingHr: 70,
        target: null,
        borgTarget: { low: 11, high: 13 },
      },
    });
    renderInApp(<ParticipantTile tile={tile} />);
    const view = within(tileNamed('Jorge Almeida'));
    expect(view.getByTestId('tile-no-band').textContent).toMatch(
      /^Borg 11–13 · safety max 140\sbpm$/,
    );
    expect(view.queryByText(/target/i)).toBeNull();
    // No zone colour nor "% of max" where Borg guides the session.
    expect(view.queryByText(/of max/)).toBeNull();
  });

  it('greys a stale reading and says so; with no signal shows no number at all', () => {
    const { unmount } = renderInApp(
      <ParticipantTile tile={tileOf({ hr: null, lastHr: 104, freshness: 'stale' })} />,
    );
    expect(screen.getByTestId('tile-hr').textContent).toBe('104');
    expect(screen.getByTestId('tile-hr').style.color).toBe('rgb(108, 117, 125)');
    expect(screen.getByTestId('tile-freshness').textContent).toBe('Stale — no reading for 3 s');
    unmount();
    renderInApp(
      <ParticipantTile tile={tileOf({ hr: null, lastHr: null, freshness: 'no-signal' })} />,
    );
    expect(screen.getByTestId('tile-hr').textContent).toBe('—');
    expect(screen.getByTestId('tile-freshness').textContent).toBe('No signal');
  });

  it('marks an alarm on the tile with its priority and says the reason in words', () => {
    const alarm: ActiveAlarm = {
      rule: 'above-max',
      raisedAt: 1_000,
      measured: 146,
      limit: 140,
      acknowledged: false,
      ongoing: true,
      repeat: 0,
    };
    renderInApp(<ParticipantTile tile={tileOf({ hr: 146, lastHr: 146, alarms: [alarm] })} />);
    const tile = tileNamed('Jorge Almeida');
    expect(tile.dataset.alarm).toBe('true');
    expect(tile.dataset.alarmPriority).toBe('high');
    expect(within(tile).getByText(/146/, { selector: 'p:not([data-testid])' })).toBeTruthy();
  });

  it('says when the plan it started from is unsigned', () => {
    const setup = { ...tileOf().setup, prescription: { version: 2, signed: false } };
    renderInApp(<ParticipantTile tile={tileOf({ setup })} />);
    expect(screen.getByTestId('tile-prescription').textContent).toBe('Prescription v2 · unsigned');
  });
});
