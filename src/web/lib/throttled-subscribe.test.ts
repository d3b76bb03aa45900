import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttledSubscribe } from './throttled-subscribe';

describe('throttled subscription', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes urgent changes at once and others at most once per interval', () => {
    let emit: (urgent: boolean) => void = () => undefined;
    const subscribe = throttledSubscribe((listener) => {
      emit = listener;
      return () => undefined;
    }, 250);
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    for (let i = 0; i < 10; i++) emit(false);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(listener).toHaveBeenCalledTimes(1);
    emit(false);
    emit(true); // the pending reading goes with it
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(2);
    emit(false);
    unsubscribe();
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
