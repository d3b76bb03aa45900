// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { type SettleEnvironment, whenScreenSettled } from './screen-settled';

/** Idle callbacks and timers the test runs by hand: nothing waits on the wall clock. */
function handRun() {
  const idles: (() => void)[] = [];
  const timers: { then: () => void; live: boolean }[] = [];
  const env: SettleEnvironment = {
    document,
    idle: (then) => idles.push(then),
    setTimer: (then) => {
      const timer = { then, live: true };
      timers.push(timer);
      return () => {
        timer.live = false;
      };
    },
  };
  return {
    env,
    runIdle: () => {
      for (const then of idles.splice(0)) then();
    },
    runTimers: () => {
      for (const timer of timers) if (timer.live) timer.then();
    },
    pendingIdles: () => idles.length,
  };
}

function settledFlag(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));
/** MutationObserver records are delivered as a microtask after the change. */
const afterMutations = async () => {
  await flush();
  await flush();
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenScreenSettled', () => {
  it('settles at the first idle moment when nothing on the page is busy', async () => {
    const run = handRun();
    const state = settledFlag(whenScreenSettled(10_000, run.env));
    await flush();
    expect(state.settled).toBe(false);
    run.runIdle();
    await flush();
    expect(state.settled).toBe(true);
  });

  it('waits while a read is announced as busy, and for one more idle moment after it ends', async () => {
    document.body.innerHTML = '<main><section aria-busy="true">Loading…</section></main>';
    const run = handRun();
    const state = settledFlag(whenScreenSettled(10_000, run.env));
    run.runIdle();
    await afterMutations();
    expect(state.settled).toBe(false);

    document.querySelector('section')!.setAttribute('aria-busy', 'false');
    await afterMutations();
    expect(state.settled).toBe(false);
    expect(run.pendingIdles()).toBe(1);
    run.runIdle();
    await flush();
    expect(state.settled).toBe(true);
  });

  it('keeps waiting when the next read starts before the idle moment', async () => {
    document.body.innerHTML = '<div aria-busy="true"></div>';
    const run = handRun();
    const state = settledFlag(whenScreenSettled(10_000, run.env));
    run.runIdle();
    document.body.innerHTML = '<p>patients</p>';
    await afterMutations();
    document.body.innerHTML = '<div aria-busy="true">sessions</div>';
    run.runIdle();
    await afterMutations();
    expect(state.settled).toBe(false);
    document.body.innerHTML = '<p>sessions</p>';
    await afterMutations();
    run.runIdle();
    await flush();
    expect(state.settled).toBe(true);
  });

  it('gives up waiting after at most the given time: a screen stuck busy never blocks offline use', async () => {
    document.body.innerHTML = '<div aria-busy="true"></div>';
    const run = handRun();
    const state = settledFlag(whenScreenSettled(10_000, run.env));
    run.runIdle();
    await afterMutations();
    expect(state.settled).toBe(false);
    run.runTimers();
    await flush();
    expect(state.settled).toBe(true);
  });
});
