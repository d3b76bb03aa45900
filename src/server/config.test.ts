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
    expect(config.trustProxy).toBe(false);
    expect(config.signInRateLimit).toEqual({ windowS: 900, accountMax: 5, addressMax: 20 });
    expect(config.metrics).toEqual({ enabled: false, token: null });
    expect(config.shutdownDrainS).toBe(0);
  });

  it('serves /metrics only with METRICS=true, behind METRICS_TOKEN when one is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS: 'true' }).metrics).toEqual({
      enabled: true,
      token: null,
    });
    const token = 'a-long-scrape-token-0123';
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS: '1', METRICS_TOKEN: token }).metrics).toEqual(
      { enabled: true, token },
    );
  });

  it('keeps SIGNIN_RATE_LIMIT_MAX as the per-account limit, the address limit following it', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SIGNIN_RATE_LIMIT_MAX: '1000' });
    expect(config.signInRateLimit).toEqual({ windowS: 900, accountMax: 1000, addressMax: 4000 });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      SIGNIN_ADDRESS_RATE_LIMIT_MAX: '50',
      SIGNIN_RATE_LIMIT_WINDOW_S: '60',
    });
    expect(set.signInRateLimit).toEqual({ windowS: 60, accountMax: 5, addressMax: 50 });
  });

  it('trusts X-Forwarded-For from every proxy, or only from the proxies listed in TRUST_PROXY', () => {
    const trustProxy = (value: string) =>
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('sends invitation e-mails only with SMTP_URL, from no-reply at PUBLIC_URL by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mail).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        PUBLIC_URL: 'https://ritmo.example.org',
        SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      from: 'Ritmo <no-reply@ritmo.example.org>',
    });
    for (const from of ['convites@clinica.example', 'Clínica Vida <convites@clinica.example>']) {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        SMTP_URL: 'smtp://127.0.0.1:25',
        SMTP_FROM: from,
      });
      expect(config.mail?.from).toBe(from);
    }
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
    [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY: must be true, false or proxy addresses/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^TRUST_PROXY: /],
    [{ TRUST_PROXY: '10.0.0.1,' }, /^TRUST_PROXY: /],
    [{ SIGNIN_RATE_LIMIT_MAX: '0' }, /^SIGNIN_RATE_LIMIT_MAX: /],
    [{ METRICS: 'on' }, /^METRICS: must be true or false$/],
    [{ SHUTDOWN_DRAIN_S: '-1' }, /^SHUTDOWN_DRAIN_S: /],
    [{ SHUTDOWN_DRAIN_S: 'soon' }, /^SHUTDOWN_DRAIN_S: /],
    [
      { METRICS: 'true', METRICS_TOKEN: 'short' },
      /^METRICS_TOKEN: must be at least 16 characters$/,
    ],
    [{ METRICS_TOKEN: 'a-long-scrape-token-0123' }, /^METRICS_TOKEN: set METRICS=true too/],
    [{ SMTP_URL: 'mail.example.org' }, /^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ SMTP_URL: 'https://mail.example.org' }, /^SMTP_URL: /],
    [{ SMTP_URL: 'smtp://' }, /^SMTP_URL: /],
    [{ SMTP_URL: 'smtp://127.0.0.1', SMTP_FROM: 'nobody' }, /^SMTP_FROM: must be an e-mail/],
    [{ SMTP_URL: 'smtp://127.0.0.1', SMTP_FROM: 'Ritmo <a@b' }, /^SMTP_FROM: /],
    [{ SMTP_FROM: 'convites@clinica.example' }, /^SMTP_FROM: set SMTP_URL too/],
    [
      { SIGNIN_RATE_LIMIT_MAX: '10', SIGNIN_ADDRESS_RATE_LIMIT_MAX: '5' },
      /^SIGNIN_ADDRESS_RATE_LIMIT_MAX: must be at least SIGNIN_RATE_LIMIT_MAX/,
    ],
  ])('stops with one clear line on %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
