import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { startTestServer } from '../test/test-server.js';
import { ensurePrivateDir } from './private-files.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('files holding hashes, tokens and patient data', () => {
  // Under the usual umask (022), files would otherwise be created world-readable (0644).
  it('are readable by the server user only (directory 0700, databases 0600)', async () => {
    const server = await startTestServer('sqlite');
    try {
      const user = await server.signUp();
      expect((await user.put('/api/patients/P-1', makePatient())).status).toBe(200);
      for (const name of ['ritmo.sqlite', 'ritmo.sqlite-wal', 'auth.sqlite', 'auth-secret']) {
        expect(modeOf(path.join(server.dataDir, name)), name).toBe(0o600);
      }
    } finally {
      await server.close();
    }
  });

  it('a data directory the server creates is owner-only; an existing one is left alone', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'ritmo-dir-'));
    try {
      const created = path.join(parent, 'a', 'data');
      ensurePrivateDir(created);
      expect(modeOf(created)).toBe(0o700);
      chmodSync(parent, 0o755);
      ensurePrivateDir(parent);
      expect(modeOf(parent)).toBe(0o755);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
