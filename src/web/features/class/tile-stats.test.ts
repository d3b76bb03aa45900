import { describe, expect, it } from 'vitest';
import { addReading, EMPTY_TILE_STATS, type TileStats } from './tile-stats';

const target = { lowBpm: 100, highBpm: 120 };
const feed = (hrs: number[], counting = true, stepMs = 1000): TileStats =>
  hrs.reduce(
    (stats, hr, i) => addReading(stats, { at: 1_000_000 + i * stepMs, hr }, target, counting),
    EMPTY_TILE_STATS,
  );

describe('tile stats', () => {
  it('counts the seconds spent inside the target band', () => {
    expect(feed([90, 100, 110, 120, 130, 110]).timeInTargetMs).toBe(3000);
  });

  it('does not count while not recording, nor across a silent strap', () => {
    expect(feed([110, 110, 110], false).timeInTargetMs).toBe(0);
    expect(feed([110, 110], true, 8000).timeInTargetMs).toBe(0);
  });

  it('reads a rise, a fall and a plateau over the last 20 s', () => {
    const ramp = Array.from({ length: 20 }, (_, i) => 90 + i);
    expect(feed(ramp).trend).toBe('up');
    expect(feed(ramp.toReversed()).trend).toBe('down');
    expect(feed(Array.from({ length: 20 }, () => 110)).trend).toBe('steady');
    expect(feed(ramp).recent.length).toBeLessThanOrEqual(20);
  });
});
