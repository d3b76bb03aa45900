/**
 * How the outbox tells a feature what the server now holds of one of its records: a new version
 * after a write went through (so the next edit names it in `If-Match`), or the server's record
 * when the clinician took their side of a conflict. A feature registers once per key prefix.
 */

export type RecordNews = { version: number } | { theirs: unknown };
type RecordHandler = (entityKey: string, news: RecordNews) => void;

const handlers = new Map<string, RecordHandler>();

/** `prefix`: the feature's entity-key prefix, e.g. `patient:`. */
export function onServerRecord(prefix: string, handler: RecordHandler): void {
  handlers.set(prefix, handler);
}

export function notifyRecordHandlers(entityKey: string, news: RecordNews): void {
  for (const [prefix, handler] of handlers) {
    if (entityKey.startsWith(prefix)) handler(entityKey, news);
  }
}
