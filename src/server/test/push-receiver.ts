/**
 * A push service on 127.0.0.1 for tests, standing in for a browser vendor's: it hands out
 * subscriptions as a browser's `PushSubscription.toJSON()` would (a P-256 key pair and an auth
 * secret per device), and on each delivery checks the VAPID JWT (ES256, audience its own
 * origin, the key from `Authorization: vapid t=…, k=…`) and decrypts the aes128gcm body with
 * the device's private key and auth secret (RFC 8291 over RFC 8188), as the browser would. Only
 * this helper decrypts; the product sends with the `web-push` library.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  deviceId: string;
  payload: unknown;
  ttl: number;
  /** The VAPID JWT's claims (`aud`, `exp`, `sub`). */
  claims: Record<string, unknown>;
  /** The server's VAPID public key from `k=`. */
  vapidKey: string;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** The status this device's endpoint answers (201 delivered; 410 gone). */
  status: number;
}

export interface PushReceiver {
  origin: string;
  /** A new device's subscription, as the browser's `toJSON()` gives it. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The endpoint answers this status from now on (410: the user revoked the permission). */
  answer(endpoint: string, status: number): void;
  deliveries: Delivery[];
  /** Deliveries refused for a bad JWT or a body that did not decrypt, with the reason. */
  problems: string[];
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The JWT's claims and key, or throws naming what is wrong. */
function checkVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no vapid authorization: ${authorization}`);
  const [, token = '', key = ''] = match;
  const [header = '', body = '', signature = ''] = token.split('.');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  if (head.alg !== 'ES256' || head.typ !== 'JWT') throw new Error(`JWT header ${header}`);
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud}, not ${origin}`);
  if (!(typeof claims.exp === 'number' && claims.exp * 1000 > Date.now())) {
    throw new Error('JWT expired');
  }
  if (!/^(mailto:|https:)/.test(String(claims.sub))) throw new Error(`JWT sub ${claims.sub}`);
  return { claims, vapidKey: key };
}

/** RFC 8291 §3.4 keys, then RFC 8188's one record: the plaintext without its padding. */
function decrypt(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends in the delimiter 0x02 then zeros.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const devices = new Map<string, Device>();
  const deliveries: Delivery[] = [];
  const problems: string[] = [];
  let origin = '';
  const server = createServer(async (request, response) => {
    const deviceId = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const device = devices.get(deviceId);
    const body = await readBody(request);
    if (!device || request.method !== 'POST') {
      response.writeHead(404).end();
      return;
    }
    try {
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl)) throw new Error('no TTL');
      const { claims, vapidKey } = checkVapid(request.headers.authorization, origin);
      if (device.status >= 400) {
        response.writeHead(device.status).end();
        return;
      }
      const payload = JSON.parse(decrypt(body, device).toString('utf8'));
      deliveries.push({ deviceId, payload, ttl, claims, vapidKey });
      response.writeHead(201).end();
    } catch (error) {
      problems.push((error as Error).message);
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    deliveries,
    problems,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomUUID();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, status: 201 });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    answer(endpoint, status) {
      const device = devices.get(endpoint.split('/').pop() ?? '');
      if (device) device.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
