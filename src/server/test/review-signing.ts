/**
 * Signing a programme's plan as the web's dialog does: read the plan's SHA-256 the reviews list
 * answers, then post the signature with it and the signer's password (every `signUp` user's).
 */
import { TEST_PASSWORD, type TestClient, type TestResponse } from './test-server.js';

/** The body of a signature over the plan `reviews` (a programme's reviews URL) holds now. */
export async function signatureBody(client: TestClient, reviews: string, note = '') {
  const listed = await client.get(reviews);
  const planSha256: string = listed.body.planSha256 ?? '0'.repeat(64);
  return { note, sign: true, password: TEST_PASSWORD, planSha256 };
}

/** Signs the plan `reviews` holds now, as `client`, with the right password. */
export async function signPlan(
  client: TestClient,
  reviews: string,
  note = '',
): Promise<TestResponse> {
  return client.post(reviews, await signatureBody(client, reviews, note));
}

/** A well-formed signature for a request expected to be refused before the plan is compared. */
export const SIGNATURE_ATTEMPT = {
  sign: true,
  password: TEST_PASSWORD,
  planSha256: 'a'.repeat(64),
} as const;
