/**
 * Last known API answers (the patient list, the first history page, sessions opened) in the
 * `cache` store, so screens show them at once on start, online or not, and refresh from the API
 * behind them. A cache is a convenience: where storage fails, reads find nothing and writes are
 * skipped.
 */
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { openLocalDb } from '../../lib/local-db';

export interface CachedRead {
  savedAt: number;
  /** As stored: check it with the feature's schema before use (an older app may have written it). */
  value: unknown;
}

export async function readCache(key: string): Promise<CachedRead | null> {
  try {
    const db = await openLocalDb();
    const entry = await db.get('cache', key);
    return entry ? { savedAt: entry.savedAt, value: entry.value } : null;
  } catch {
    return null;
  }
}

/** The entry kept under `key` if its value still fits `schema` (an older app may have written it). */
export async function readCachedEntry<T>(
  key: string,
  schema: z.ZodType<T>,
): Promise<{ savedAt: number; value: T } | null> {
  const entry = await readCache(key);
  const cached = schema.safeParse(entry?.value);
  return entry && cached.success ? { savedAt: entry.savedAt, value: cached.data } : null;
}

/** The value kept under `key` if it still fits `schema` (an older app may have written it). */
export async function readCachedValue<T>(key: string, schema: z.ZodType<T>): Promise<T | null> {
  return (await readCachedEntry(key, schema))?.value ?? null;
}

export async function writeCache(key: string, value: unknown): Promise<void> {
  try {
    const db = await openLocalDb();
    await db.put('cache', { key, savedAt: Date.now(), value });
  } catch {
    // No storage: the screen still has the value in memory.
  }
}

/**
 * Network first, keeping the answer under `key`; with no connection, the last answer kept
 * (checked with `schema`, as an older app version may have written it). Other errors stand.
 * The answer is kept before it is returned, so what a screen showed online is what an offline
 * reload a moment later finds (a write left running lost that race on a busy phone).
 */
export async function fetchWithCache<T>(
  key: string,
  request: () => Promise<T>,
  schema: z.ZodType<T>,
): Promise<T> {
  try {
    const value = await request();
    await writeCache(key, value);
    return value;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === NETWORK_ERROR_STATUS)) throw error;
    const cached = await readCachedValue(key, schema);
    if (cached !== null) return cached;
    throw error;
  }
}

export async function deleteCache(key: string): Promise<void> {
  try {
    const db = await openLocalDb();
    await db.delete('cache', key);
  } catch {
    // No storage: nothing was kept.
  }
}

/** The keys kept under `prefix`, read without their values (which may be whole sessions). */
export async function cacheKeys(prefix: string): Promise<string[]> {
  try {
    const db = await openLocalDb();
    return (await db.getAllKeys('cache')).filter((key) => key.startsWith(prefix));
  } catch {
    return [];
  }
}

/**
 * Once more than `max` entries are kept under `prefix`, keeps the `downTo` saved last and deletes
 * the others. Finding them reads every value (no index on savedAt), so pruning below `max` means
 * that cost is paid once per `max - downTo + 1` writes, not on each.
 */
export async function pruneCache(prefix: string, max: number, downTo = max): Promise<void> {
  const keys = await cacheKeys(prefix);
  if (keys.length <= max) return;
  try {
    const db = await openLocalDb();
    const entries = await Promise.all(
      keys.map(async (key) => ({ key, savedAt: (await db.get('cache', key))?.savedAt ?? 0 })),
    );
    entries.sort((a, b) => b.savedAt - a.savedAt);
    await Promise.all(entries.slice(downTo).map(({ key }) => db.delete('cache', key)));
  } catch {
    // No storage: nothing to prune.
  }
}
