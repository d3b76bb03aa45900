/**
 * Where the outbox lives, behind a small interface: IndexedDB in the browser
 * (idb-outbox-store.ts), memory in unit tests and where no storage works.
 */
import type { NewOutboxItem, OutboxItem } from './outbox-item';

export interface OutboxStore {
  /** Appends the item; resolves with its `seq`, larger than any before it. */
  add(item: NewOutboxItem): Promise<number>;
  get(seq: number): Promise<OutboxItem | undefined>;
  put(item: OutboxItem): Promise<void>;
  delete(seq: number): Promise<void>;
  /** Every item, in `seq` order. */
  list(): Promise<OutboxItem[]>;
}

export function createMemoryOutboxStore(): OutboxStore {
  const items = new Map<number, OutboxItem>();
  let lastSeq = 0;
  // Copies in and out, as IndexedDB's structured clone does, so callers never share objects.
  const copy = (item: OutboxItem): OutboxItem => structuredClone(item);
  return {
    async add(item) {
      lastSeq += 1;
      items.set(lastSeq, copy({ ...item, seq: lastSeq }));
      return lastSeq;
    },
    async get(seq) {
      const item = items.get(seq);
      return item && copy(item);
    },
    async put(item) {
      items.set(item.seq, copy(item));
    },
    async delete(seq) {
      items.delete(seq);
    },
    async list() {
      return [...items.values()].sort((a, b) => a.seq - b.seq).map(copy);
    },
  };
}
