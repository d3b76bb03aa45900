import { describe, expect, it } from 'vitest';
import { sharedLoad } from './shared-load';

/** A load whose runs are counted and finished by hand. */
function manualLoad() {
  const finishers: (() => void)[] = [];
  const load = sharedLoad(
    () =>
      new Promise<void>((resolve) => {
        finishers.push(resolve);
      }),
  );
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { load, finishers, flush };
}

describe('sharedLoad', () => {
  it('calls while one runs share it: one run for two callers', async () => {
    const { load, finishers, flush } = manualLoad();
    const first = load();
    const second = load();
    await flush();
    expect(finishers).toHaveLength(1);
    finishers[0]!();
    await Promise.all([first, second]);
    expect(finishers).toHaveLength(1);
  });

  it('a call after the run ended runs again', async () => {
    const { load, finishers, flush } = manualLoad();
    const first = load();
    await flush();
    finishers[0]!();
    await first;
    void load();
    await flush();
    expect(finishers).toHaveLength(2);
  });

  it('a call asking for fresher data runs once more after the one under way', async () => {
    const { load, finishers, flush } = manualLoad();
    const first = load('before-write');
    const fresher = load('after-write');
    const sameAgain = load('after-write');
    await flush();
    expect(finishers).toHaveLength(1);
    finishers[0]!();
    await first;
    await flush();
    expect(finishers).toHaveLength(2);
    finishers[1]!();
    await Promise.all([fresher, sameAgain]);
    expect(finishers).toHaveLength(2);
  });

  it('a failed run is not kept: the next call runs again', async () => {
    let runs = 0;
    const load = sharedLoad(async () => {
      runs++;
      throw new Error('offline');
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).rejects.toThrow('offline');
    expect(runs).toBe(2);
  });
});
