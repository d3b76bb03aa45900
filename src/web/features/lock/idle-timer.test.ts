import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import { createIdleTimer } from './idle-timer';

const MINUTE = 60_000;

describe('the inactivity lock timer', () => {
  it('locks exactly when the timeout has passed with no input, and tells its listeners', async () => {
    const clock = createFakeClock();
    const timer = createIdleTimer({ clock, timeoutMs: 15 * MINUTE });
    let told = 0;
    timer.subscribe(() => told++);
    await clock.advance(15 * MINUTE - 1);
    expect(timer.isLocked()).toBe(false);
    await clock.advance(1);
    expect(timer.isLocked()).toBe(true);
    expect(told).toBe(1);
  });

  it('counts from the last input: input at 10 min moves the lock to 25 min', async () => {
    const clock = createFakeClock();
    const timer = createIdleTimer({ clock, timeoutMs: 15 * MINUTE });
    await clock.advance(10 * MINUTE);
    timer.activity();
    await clock.advance(14 * MINUTE);
    expect(timer.isLocked()).toBe(false);
    await clock.advance(MINUTE);
    expect(timer.isLocked()).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('ignores input once locked; only unlock ends it and starts a new countdown', async () => {
    const clock = createFakeClock();
    const timer = createIdleTimer({ clock, timeoutMs: MINUTE });
    await clock.advance(MINUTE);
    timer.activity();
    await clock.advance(10 * MINUTE);
    expect(timer.isLocked()).toBe(true);
    timer.unlock();
    expect(timer.isLocked()).toBe(false);
    await clock.advance(MINUTE - 1);
    expect(timer.isLocked()).toBe(false);
    await clock.advance(1);
    expect(timer.isLocked()).toBe(true);
  });

  it('applies a shorter clinic setting at once, counted from the last input', async () => {
    const clock = createFakeClock();
    const timer = createIdleTimer({ clock, timeoutMs: 15 * MINUTE });
    await clock.advance(10 * MINUTE);
    timer.setTimeoutMs(5 * MINUTE);
    expect(timer.isLocked()).toBe(true);

    const other = createIdleTimer({ clock, timeoutMs: 15 * MINUTE });
    await clock.advance(2 * MINUTE);
    other.setTimeoutMs(5 * MINUTE);
    await clock.advance(3 * MINUTE - 1);
    expect(other.isLocked()).toBe(false);
    await clock.advance(1);
    expect(other.isLocked()).toBe(true);
  });

  it('starts locked from a stored last input older than the timeout, or a stored lock', () => {
    const clock = createFakeClock();
    const stale = createIdleTimer({
      clock,
      timeoutMs: 15 * MINUTE,
      lastActivityAt: clock.now() - 16 * MINUTE,
    });
    expect(stale.isLocked()).toBe(true);
    const fresh = createIdleTimer({ clock, timeoutMs: 15 * MINUTE, lastActivityAt: clock.now() });
    expect(fresh.isLocked()).toBe(false);
    expect(createIdleTimer({ clock, timeoutMs: 15 * MINUTE, locked: true }).isLocked()).toBe(true);
  });

  it('stops its timer when stopped', async () => {
    const clock = createFakeClock();
    const timer = createIdleTimer({ clock, timeoutMs: MINUTE });
    timer.stop();
    expect(clock.pendingTimers()).toBe(0);
    await clock.advance(2 * MINUTE);
    expect(timer.isLocked()).toBe(false);
  });
});
