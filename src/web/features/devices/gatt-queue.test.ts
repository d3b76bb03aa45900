import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import { GattTimeoutError, queueGattOperation } from './gatt-queue';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('GATT operation queue', () => {
  it('runs operations one at a time, in the order they were queued', async () => {
    const clock = createFakeClock();
    const log: string[] = [];
    const first = deferred();
    const a = queueGattOperation(async () => {
      log.push('a start');
      await first.promise;
      log.push('a end');
      return 'a';
    }, clock);
    const b = queueGattOperation(async () => {
      log.push('b');
      return 'b';
    }, clock);
    await tick();
    expect(log).toEqual(['a start']);
    first.resolve();
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b']);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('a failing operation rejects for its caller only; the next one still runs', async () => {
    const clock = createFakeClock();
    const failing = queueGattOperation(() => Promise.reject(new Error('GATT busy')), clock);
    const throwing = queueGattOperation(() => {
      throw new Error('stale characteristic');
    }, clock);
    const next = queueGattOperation(async () => 'ran', clock);
    await expect(failing).rejects.toThrow('GATT busy');
    await expect(throwing).rejects.toThrow('stale characteristic');
    expect(await next).toBe('ran');
  });

  it('an operation that hangs is abandoned after its timeout and the queue moves on', async () => {
    const clock = createFakeClock();
    const hung = queueGattOperation(() => new Promise(() => undefined), clock, 10_000);
    const hungResult = hung.catch((error: unknown) => error);
    let nextRan = false;
    const next = queueGattOperation(async () => {
      nextRan = true;
    }, clock);
    await clock.advance(9_999);
    expect(nextRan).toBe(false);
    await clock.advance(1);
    expect(await hungResult).toBeInstanceOf(GattTimeoutError);
    await next;
    expect(nextRan).toBe(true);
  });
});
