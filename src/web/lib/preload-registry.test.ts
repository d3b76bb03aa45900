import { describe, expect, it } from 'vitest';
import { preloadFor, registerPreload } from './preload-registry';

describe('preloadFor', () => {
  it('fetches one import at a time, each after an idle moment, for its audience only', async () => {
    const started: string[] = [];
    const finish: Record<string, () => void> = {};
    const loader = (name: string) => () =>
      new Promise<void>((resolve) => {
        started.push(name);
        finish[name] = resolve;
      });
    registerPreload('signed-in', loader('home'));
    registerPreload('signed-out', loader('signup'));
    registerPreload('anyone', loader('not-found'));
    registerPreload('signed-in', loader('results'));
    let idles = 0;
    const idle = async () => {
      idles++;
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    const done = preloadFor('signed-in', idle);
    await settle();
    expect(started).toEqual(['home']);
    finish.home!();
    await settle();
    expect(started).toEqual(['home', 'not-found']);
    // A chunk that arrives registers its own imports: they are fetched in the same pass.
    registerPreload('signed-in', loader('security'));
    finish['not-found']!();
    await settle();
    expect(started).toEqual(['home', 'not-found', 'results']);
    finish.results!();
    await settle();
    finish.security!();
    await done;
    expect(started).toEqual(['home', 'not-found', 'results', 'security']);
    expect(idles).toBe(4);
  });
});
