/**
 * When the screen the user asked for is complete: the page has loaded, nothing on it is still
 * `aria-busy` (every screen announces its own reads that way, for screen readers and the browser
 * journeys) and the main thread is idle. Background downloads (the other screens' chunks, the
 * service worker's precache) wait for it: started as soon as Home's chunk rendered, they took a
 * slow phone's bandwidth and main thread while Home's own data was still on its way (issue 37).
 * `atMostMs` bounds the wait, so a screen that stays busy (an error, a slow server) never keeps
 * the app from being made available offline.
 */

const BUSY = '[aria-busy="true"]';

export interface SettleEnvironment {
  document: Document;
  /** The browser's idle callback, or a stand-in where it has none (Safari). */
  idle(then: () => void, timeoutMs: number): void;
  setTimer(then: () => void, ms: number): () => void;
}

const IDLE_TIMEOUT_MS = 2000;

function browserEnvironment(): SettleEnvironment {
  return {
    document,
    idle: (then, timeoutMs) => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => then(), { timeout: timeoutMs });
      } else {
        setTimeout(then, 1);
      }
    },
    setTimer: (then, ms) => {
      const id = setTimeout(then, ms);
      return () => clearTimeout(id);
    },
  };
}

export function whenScreenSettled(
  atMostMs: number,
  env: SettleEnvironment = browserEnvironment(),
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let observer: MutationObserver | null = null;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      stopDeadline();
      resolve();
    };
    const stopDeadline = env.setTimer(finish, atMostMs);
    const busy = () => env.document.querySelector(BUSY) !== null;
    // Idle first: a screen that just rendered may not have started its reads yet.
    const settleWhenQuiet = () =>
      env.idle(() => {
        if (done) return;
        if (!busy()) {
          finish();
          return;
        }
        observer ??= new MutationObserver(() => {
          if (!busy()) {
            observer?.disconnect();
            observer = null;
            settleWhenQuiet();
          }
        });
        observer.observe(env.document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
      }, IDLE_TIMEOUT_MS);
    if (env.document.readyState === 'complete') settleWhenQuiet();
    else env.document.defaultView?.addEventListener('load', settleWhenQuiet, { once: true });
  });
}
