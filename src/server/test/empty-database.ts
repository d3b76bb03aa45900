/**
 * A database with nothing in it yet, for tests that run migrations from the start: a fresh
 * PostgreSQL database on the suite's cluster, or a SQLite file in a temp folder removed after
 * the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, inject } from 'vitest';
import type { DatabaseTarget } from '../config.js';
import { createDatabasePair } from './postgres-cluster.js';
import type { DatabaseKind } from './test-server.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

export async function emptyDatabase(kind: DatabaseKind): Promise<DatabaseTarget> {
  if (kind === 'postgres') {
    const { DATABASE_URL } = await createDatabasePair(inject('postgresAdminUrl'));
    return { kind: 'postgres', url: DATABASE_URL! };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'ritmo-migrate-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { kind: 'sqlite', file: path.join(dir, 'ritmo.sqlite') };
}
