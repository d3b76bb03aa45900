/** Turning two-factor on for a test user over HTTP, as Settings → Two-factor sign-in does. */
import { expect } from 'vitest';
import { TEST_PASSWORD, type TestClient } from './test-server.js';
import { totpCode } from './totp.js';

/** Turns two-factor on for a signed-in client (this step's code); its URI and backup codes. */
export async function enrolTwoFactor(
  client: TestClient,
): Promise<{ uri: string; backupCodes: string[] }> {
  const enable = await client.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
  expect(enable.status, JSON.stringify(enable.body)).toBe(200);
  const uri = enable.body.totpURI as string;
  expect(uri).toMatch(/^otpauth:\/\/totp\/Ritmo:.*secret=/);
  const confirm = await client.post('/api/auth/two-factor/verify-totp', {
    code: await totpCode(uri),
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return { uri, backupCodes: enable.body.backupCodes };
}
