/** The Web Push settings: the key pair kept in DATA_DIR, both keys or neither, the push hosts. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { isAcceptedEndpoint } from './push-config.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ritmo-push-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the VAPID keys', () => {
  it('are generated once into DATA_DIR and read back on the next start', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).push.vapid;
    expect(loadConfig({ DATA_DIR: dir }).push.vapid).toEqual(first);
    expect(first.subject).toBe('mailto:push@localhost');
  });

  it('come from the environment as a pair, else start-up stops with one line', () => {
    const dir = dataDir();
    const { publicKey, privateKey } = loadConfig({ DATA_DIR: dir }).push.vapid;
    const other = dataDir();
    const env = { DATA_DIR: other, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
    expect(loadConfig(env).push.vapid.publicKey).toBe(publicKey);
    expect(() => loadConfig({ DATA_DIR: other, VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/,
    );
    expect(() => loadConfig({ DATA_DIR: other, VAPID_PUBLIC_KEY: 'abc' })).toThrow(ConfigError);
    writeFileSync(path.join(other, 'vapid-keys.json'), '{"publicKey":"x"}');
    expect(() => loadConfig({ DATA_DIR: other })).toThrow(/does not hold a VAPID key pair/);
  });

  it('sign with the https public URL as subject', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://ritmo.example.org' });
    expect(config.push.vapid.subject).toBe('https://ritmo.example.org');
  });
});

describe('PUSH_SERVICE_HOSTS', () => {
  const defaults = loadConfig({ DATA_DIR: dataDir() }).push.serviceHosts;

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('accepts the browsers’ push service %s by default', (endpoint) => {
    expect(isAcceptedEndpoint(endpoint, defaults)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.test/x',
    'https://evil.test/fcm.googleapis.com',
    'https://notify.windows.com/x',
    'https://user:pw@fcm.googleapis.com/x',
    'http://127.0.0.1:9/push',
    'https://169.254.169.254/latest',
    'not a url',
  ])('refuses %s by default', (endpoint) => {
    expect(isAcceptedEndpoint(endpoint, defaults)).toBe(false);
  });

  it('allows plain http only to a loopback host it names', () => {
    const hosts = loadConfig({ DATA_DIR: dataDir(), PUSH_SERVICE_HOSTS: '127.0.0.1, push.test' })
      .push.serviceHosts;
    expect(isAcceptedEndpoint('http://127.0.0.1:4000/push/1', hosts)).toBe(true);
    expect(isAcceptedEndpoint('http://push.test/1', hosts)).toBe(false);
    expect(isAcceptedEndpoint('https://push.test/1', hosts)).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUSH_SERVICE_HOSTS: 'https://x' })).toThrow(
      /PUSH_SERVICE_HOSTS: must be host names/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUSH_SERVICE_HOSTS: ' , ' })).toThrow(
      /PUSH_SERVICE_HOSTS/,
    );
  });
});
