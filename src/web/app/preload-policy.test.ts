import { describe, expect, it, vi } from 'vitest';
import { afterFirstUse, preloadPlan } from './preload-policy';

describe('preloadPlan', () => {
  it('preloads every screen when idle once signed in, whatever the connection (offline use needs them)', () => {
    expect(preloadPlan('signed-in', { saveData: true, effectiveType: '2g' })).toBe('when-idle');
    expect(preloadPlan('signed-in', undefined)).toBe('when-idle');
  });

  it('waits for the sign-in form to be used when signed out on a fast or unknown connection', () => {
    expect(preloadPlan('signed-out', undefined)).toBe('after-first-use');
    expect(preloadPlan('signed-out', { effectiveType: '4g', saveData: false })).toBe(
      'after-first-use',
    );
  });

  it('never preloads signed out when the user asks to save data or the connection is 3G or slower', () => {
    expect(preloadPlan('signed-out', { saveData: true, effectiveType: '4g' })).toBe('never');
    for (const effectiveType of ['slow-2g', '2g', '3g']) {
      expect(preloadPlan('signed-out', { effectiveType })).toBe('never');
    }
  });
});

describe('afterFirstUse', () => {
  it('fires once, on the first key, pointer or focus, and not after being stopped', () => {
    const page = new EventTarget();
    const then = vi.fn();
    afterFirstUse(then, page);
    page.dispatchEvent(new Event('keydown'));
    page.dispatchEvent(new Event('pointerdown'));
    expect(then).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    const stop = afterFirstUse(never, page);
    stop();
    page.dispatchEvent(new Event('focusin'));
    expect(never).not.toHaveBeenCalled();
  });
});
