import { describe, expect, it } from 'vitest';
import { makeItem } from './outbox-engine.test-helpers';
import { syncStatusOf, UNSYNCED_BYTES_WARNING } from './sync-status';

const item = (seq: number, failed: boolean, bytes: number) =>
  makeItem({ seq, entityKey: `activity:a${seq}`, failed, bytes });

describe('sync status', () => {
  it('counts waiting and rejected items apart, and every unsynced byte', () => {
    const status = syncStatusOf(
      {
        items: [item(1, false, 100), item(2, true, 50), item(3, false, 5)],
        syncing: true,
        authSessionEnded: false,
      },
      false,
    );
    expect(status).toEqual({ online: false, pending: 2, failed: 1, bytes: 155, syncing: true });
  });

  it('warns past the original local store limit of 4,980,736 bytes', () => {
    expect(UNSYNCED_BYTES_WARNING).toBe(4_980_736);
  });
});
