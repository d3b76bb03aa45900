import { describe, expect, it } from 'vitest';
import { outbox } from './sync-service';
import { fetchWithUnsynced, unsyncedPut, unsyncedPuts, unsyncedWrites } from './unsynced-writes';

// No IndexedDB and nobody signed in here: the outbox keeps items in memory and sends nothing.
describe('unsynced writes laid over API answers', () => {
  it('count a write queued while the answer was on its way', async () => {
    const { value, unsynced } = await fetchWithUnsynced('activity:', async () => {
      await outbox.queue({ entityKey: 'activity:gone', method: 'DELETE', path: '/a/gone' });
      return 'page';
    });
    expect(value).toBe('page');
    expect(unsynced.get('activity:gone')).toBe('DELETE');
  });

  it("give an entity's latest write, and the body of a save not yet sent", async () => {
    await outbox.queue({
      entityKey: 'activity:n1',
      method: 'PUT',
      path: '/a/n1',
      body: { notes: 'first' },
    });
    await outbox.queue({
      entityKey: 'activity:n1',
      method: 'PUT',
      path: '/a/n1',
      body: { notes: 'second' },
    });
    expect((await unsyncedWrites('activity:n1')).get('activity:n1')).toBe('PUT');
    expect(await unsyncedPut('activity:n1')).toEqual({ notes: 'second' });
    expect(await unsyncedPut('activity:gone')).toBeUndefined();
  });

  it('list the saves not yet sent with their latest body, leaving out what was deleted since', async () => {
    const put = (id: string, notes: string) =>
      outbox.queue({ entityKey: `visit:${id}`, method: 'PUT', path: `/v/${id}`, body: { notes } });
    await put('a', 'old');
    await put('b', 'only');
    await put('a', 'new');
    await put('c', 'gone');
    await outbox.queue({ entityKey: 'visit:c', method: 'DELETE', path: '/v/c' });
    const puts = await unsyncedPuts('visit:');
    expect(puts.map(({ entityKey, body, rejected }) => ({ entityKey, body, rejected }))).toEqual([
      { entityKey: 'visit:a', body: { notes: 'new' }, rejected: false },
      { entityKey: 'visit:b', body: { notes: 'only' }, rejected: false },
    ]);
  });
});
