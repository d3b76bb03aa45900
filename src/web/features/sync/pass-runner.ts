/**
 * Runs the outbox's replay passes one at a time: an ask made during a pass runs as one more pass
 * after it, and a pass can be scheduled for later (a backoff) on the injected clock.
 */
import type { Clock } from '../../lib/clock';

export interface PassRunnerDeps {
  clock: Clock;
  /** One pass; `ignoreBackoff` sends items even before their next attempt is due. */
  pass(ignoreBackoff: boolean): Promise<void>;
  /** A pass threw (a storage failure mid-pass): asked for the delay before trying again. */
  retryDelayMs(): number;
  /** The running state changed (a pass started or ended). */
  onRunningChanged(): void;
}

export function createPassRunner(deps: PassRunnerDeps) {
  const { clock } = deps;
  let running: Promise<void> | null = null;
  let rerun: { ignoreBackoff: boolean } | null = null;
  let timer: unknown = null;

  const cancelTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  function schedule(delayMs: number): void {
    cancelTimer();
    timer = clock.setTimeout(() => {
      timer = null;
      void run(false);
    }, delayMs);
  }

  function run(ignoreBackoff: boolean): Promise<void> {
    if (running) {
      rerun = { ignoreBackoff: ignoreBackoff || (rerun?.ignoreBackoff ?? false) };
      return running;
    }
    cancelTimer();
    running = (async () => {
      try {
        await deps.pass(ignoreBackoff);
      } catch {
        // Try again later rather than give up on the items.
        schedule(deps.retryDelayMs());
      } finally {
        running = null;
        deps.onRunningChanged();
        const again = rerun;
        rerun = null;
        if (again) void run(again.ignoreBackoff);
      }
    })();
    deps.onRunningChanged();
    return running;
  }

  return {
    run,
    schedule,
    cancelTimer,
    isRunning: () => running !== null,
    /** Resolves once no pass is running, including passes asked for meanwhile. */
    async settled(): Promise<void> {
      while (running) await running;
    },
  };
}
