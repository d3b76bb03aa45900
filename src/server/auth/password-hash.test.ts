import {
  hashPassword as betterAuthHash,
  verifyPassword as betterAuthVerify,
} from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.js';

const PASSWORD = 'correct horse battery';

describe('password hashes', () => {
  it("verify Better Auth's own hashes, so existing accounts still sign in", async () => {
    const hash = await betterAuthHash(PASSWORD);
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct horse battery!' })).toBe(false);
  });

  it('are verified by Better Auth, so they stay in its format', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash, password: PASSWORD })).toBe(true);
    expect(await betterAuthVerify({ hash, password: 'wrong-password' })).toBe(false);
  });

  it('compare passwords after NFKC normalisation, as Better Auth does', async () => {
    // U+FB01 (the "fi" ligature) normalises to "fi".
    const hash = await betterAuthHash('ﬁne-password');
    expect(await verifyPassword({ hash, password: 'fine-password' })).toBe(true);
  });

  it('salt each hash anew and refuse a stored value that is no hash', async () => {
    expect(await hashPassword(PASSWORD)).not.toBe(await hashPassword(PASSWORD));
    await expect(verifyPassword({ hash: 'not-a-hash', password: PASSWORD })).rejects.toThrow(
      'Invalid password hash',
    );
  });

  it('queues hashes started together, and each still verifies', async () => {
    const passwords = Array.from({ length: 4 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map(hashPassword));
    for (const [i, hash] of hashes.entries()) {
      expect(await verifyPassword({ hash, password: passwords[i]! })).toBe(true);
    }
  });
});
