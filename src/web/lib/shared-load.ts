/**
 * A load that several parts of a screen ask for at once (Home's patient panel and its recent
 * sessions both want the patient list at start): a call while one runs with the same `freshness`
 * shares it instead of fetching again; a call with another `freshness` (say, after a write left
 * the outbox) runs once more after it, so it never answers with data read before it was asked.
 */
export function sharedLoad(load: () => Promise<void>): (freshness?: string) => Promise<void> {
  let running: { freshness: string; done: Promise<void> } | null = null;
  return (freshness = '') => {
    if (running?.freshness === freshness) return running.done;
    const after = running?.done.catch(() => undefined) ?? Promise.resolve();
    const done: Promise<void> = after.then(load).finally(() => {
      if (running?.done === done) running = null;
    });
    running = { freshness, done };
    return done;
  };
}
