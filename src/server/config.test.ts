import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'ritmo-config-'));

describe('loadConfig', () => {
  it('defaults to two SQLite files in DATA_DIR and port 3000', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'ritmo.sqlite') });
    expect(config.authDatabase).toEqual({ kind: 'sqlite', file: path.join(dir, 'auth.sqlite') });
    expect(config.allowSignup).toBe(true);
  });

  it('uses PostgreSQL for postgres:// URLs', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/data',
      AUTH_DATABASE_URL: 'postgresql://u@127.0.0.1:5432/auth',
    });
    expect(config.database.kind).toBe('postgres');
    expect(config.authDatabase.kind).toBe('postgres');
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT: /],
    [{ PORT: '70000' }, /^PORT: /],
    [{ ALLOW_SIGNUP: 'maybe' }, /^ALLOW_SIGNUP: must be true or false$/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: /],
    [{ AUTH_SECRET: 'short' }, /^AUTH_SECRET: must be at least 32 characters$/],
  ])('stops with one clear line on %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
