/**
 * Password hashes for the auth service, in Better Auth's own format so existing hashes keep
 * verifying: scrypt (N 16384, r 16, p 1, 64-byte key) of the NFKC-normalised password, salted
 * with 16 random bytes written as hex (the hex text is the salt), stored as `salt:key` in hex.
 * Node's callback `crypto.scrypt` runs in libuv's thread pool, so a sign-up's ~32 MB, tenths of a
 * second hash never runs on the event loop, whichever build of Better Auth's helper is resolved.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

const SCRYPT_N = 16384;
const SCRYPT_R = 16;
const SCRYPT_OPTIONS = { N: SCRYPT_N, r: SCRYPT_R, p: 1, maxmem: 128 * SCRYPT_N * SCRYPT_R * 2 };
const KEY_BYTES = 64;
const SALT_BYTES = 16;

/**
 * Hashes computed at once, so one core stays free for the event loop: with all four pool
 * threads hashing on a 2-core machine, other requests took several times longer meanwhile.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function deriveKey(password: string, salt: string): Promise<Buffer> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await new Promise((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, KEY_BYTES, SCRYPT_OPTIONS, (error, key) =>
        error ? reject(error) : resolve(key),
      );
    });
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES).toString('hex');
  return `${salt}:${(await deriveKey(password, salt)).toString('hex')}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, key] = hash.split(':');
  // As Better Auth does: a stored value that is no hash at all is an error, not a wrong password.
  if (!salt || !key) throw new Error('Invalid password hash');
  const expected = Buffer.from(key, 'hex');
  const actual = await deriveKey(password, salt);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
