/**
 * One pair of databases (data and auth) and one AUTH_SECRET for two test servers, as several
 * copies behind a load balancer share them: a cookie one signs is good on the other.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDatabasePair } from './postgres-cluster.js';
import type { DatabaseKind } from './test-server.js';

export async function sharedDatabases(
  kind: DatabaseKind,
): Promise<{ env: Record<string, string>; cleanUp?: () => void }> {
  const secret = { AUTH_SECRET: randomBytes(32).toString('base64url') };
  if (kind === 'postgres') {
    return { env: { ...(await createDatabasePair(inject('postgresAdminUrl'))), ...secret } };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'ritmo-shared-'));
  return {
    env: { DATA_DIR: dir, ...secret },
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}
