import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { openLocalDb } from '../../lib/local-db';
import { fetchWithCache, readCachedValue } from './local-cache';

vi.mock('../../lib/local-db', async (original) =>
  (await import('../../lib/memory-local-db.test-helpers')).withMemoryLocalDb(await original()),
);

const pageSchema = z.object({ rows: z.array(z.string()) });
const offline = () => Promise.reject(new ApiError(NETWORK_ERROR_STATUS, 'network', 'offline'));

describe('fetchWithCache', () => {
  beforeEach(async () => {
    await (await openLocalDb()).clear('cache');
  });

  it('returns only once the answer is kept, so an offline reload right after finds it', async () => {
    const db = await openLocalDb();
    const put = db.put.bind(db);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowPut = vi.spyOn(db, 'put').mockImplementation(async (...args) => {
      await held;
      return put(...args);
    });
    let settled = false;
    const read = fetchWithCache('page', async () => ({ rows: ['walk'] }), pageSchema).then(
      (value) => {
        settled = true;
        return value;
      },
    );
    await vi.waitFor(() => expect(slowPut).toHaveBeenCalled(), { timeout: 15_000 });
    expect(settled).toBe(false);
    release();
    expect(await read).toEqual({ rows: ['walk'] });
    expect(await readCachedValue('page', pageSchema)).toEqual({ rows: ['walk'] });
    slowPut.mockRestore();
  });

  it('offline, answers the last kept value; with none kept, the network error stands', async () => {
    await expect(fetchWithCache('page', offline, pageSchema)).rejects.toBeInstanceOf(ApiError);
    await fetchWithCache('page', async () => ({ rows: ['walk'] }), pageSchema);
    expect(await fetchWithCache('page', offline, pageSchema)).toEqual({ rows: ['walk'] });
  });

  it('other errors are not hidden behind the kept value', async () => {
    await fetchWithCache('page', async () => ({ rows: ['walk'] }), pageSchema);
    const refused = () => Promise.reject(new ApiError(403, 'forbidden', 'forbidden'));
    await expect(fetchWithCache('page', refused, pageSchema)).rejects.toMatchObject({
      status: 403,
    });
  });
});
