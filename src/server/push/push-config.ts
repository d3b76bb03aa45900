/**
 * The Web Push settings (PRODUCT.md section 12): the VAPID key pair — from `VAPID_PUBLIC_KEY` /
 * `VAPID_PRIVATE_KEY`, else generated once into DATA_DIR like the auth secret, so every device's
 * subscription stays valid across restarts — and the push services a subscription may name.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export interface PushConfig {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Host names (`*.example.com` for any sub-domain) whose https endpoints are accepted. */
  serviceHosts: string[];
}

/** The browsers' push services: Chrome (FCM), Firefox, Safari, Edge (WNS). */
export const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com';

const publicKey = z.string().regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key');
const privateKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key');
const host = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$|^\[::1\]$/;

export const pushEnvSchema = z.object({
  VAPID_PUBLIC_KEY: publicKey.optional(),
  VAPID_PRIVATE_KEY: privateKey.optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
    .optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_HOSTS)
    .transform((raw) =>
      raw
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.length > 0 && hosts.every((h) => host.test(h)), {
      message: 'must be host names, comma-separated (*.example.com for sub-domains)',
    }),
});
type PushEnv = z.infer<typeof pushEnvSchema>;

const storedKeys = z.object({ publicKey, privateKey });

/** The pair kept beside the data, made on first start; refused when the file is not a pair. */
function readOrCreateKeys(dataDir: string, fail: (message: string) => Error) {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch {}
    const keys = storedKeys.safeParse(parsed);
    if (!keys.success) throw fail(`${file} does not hold a VAPID key pair`);
    return keys.data;
  }
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

export function pushConfigOf(
  env: PushEnv,
  dataDir: string,
  publicUrl: string,
  fail: (message: string) => Error,
): PushConfig {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw fail('VAPID_PRIVATE_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together');
  }
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : readOrCreateKeys(dataDir, fail);
  const url = new URL(publicUrl);
  // Push services contact this address about abuse; Apple refuses a localhost https subject.
  const subject =
    env.VAPID_SUBJECT ??
    (url.protocol === 'https:' ? url.origin : `mailto:push@${url.hostname || 'localhost'}`);
  return { vapid: { ...keys, subject }, serviceHosts: env.PUSH_SERVICE_HOSTS };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a subscription's endpoint is on an accepted push service: https on a named host (or a
 * sub-domain of a `*.` entry); plain http only for a loopback host named there (tests).
 */
export function isAcceptedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const name = url.hostname.toLowerCase();
  const named = hosts.some((h) =>
    h.startsWith('*.') ? name.endsWith(h.slice(1)) && name.length > h.length - 1 : name === h,
  );
  if (!named) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(name));
}
