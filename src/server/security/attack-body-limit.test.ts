/**
 * Attack suite, oversized bodies as an ordinary client sends them (issue 35): fetch sends 5 MiB
 * with a Content-Length (and chunked, without one) and reads the 413 in the API's error shape.
 * The server used to close the connection while the client was still sending, so the client
 * saw a reset instead of the answer.
 */
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';
import { openSocket } from './raw-socket.test-helpers.js';

const FIVE_MIB = 5 * 1024 * 1024;

/** The JSON body as one buffer (Content-Length) or as a stream of 64 KiB chunks (chunked). */
function bodyOf(json: string, chunked: boolean): BodyInit {
  const bytes = Buffer.from(json);
  if (!chunked) return bytes;
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 65536) {
        controller.enqueue(bytes.subarray(at, at + 65536));
      }
      controller.close();
    },
  });
}

/** Sends the whole request, then reads: the error a socket saw, and what it read. */
function sendWholeThenRead(socket: Socket, head: string, body: Buffer) {
  return new Promise<{ failure: string | null; text: string }>((resolve) => {
    const chunks: Buffer[] = [];
    let failure: string | null = null;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      failure = error.code ?? error.message;
    });
    socket.on('close', () => resolve({ failure, text: Buffer.concat(chunks).toString('utf8') }));
    socket.write(head);
    socket.write(body, () => socket.end());
  });
}

describe.each(DATABASES)('a 5 MiB body sent with fetch on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('is answered 413 with a JSON error the client reads', async () => {
    const user = await server.signUp();
    const json = JSON.stringify({ patientName: 'Big', notes: 'x'.repeat(FIVE_MIB) });
    for (const chunked of [false, true]) {
      const response = await fetch(`${server.baseUrl}/api/patients/BIG-1`, {
        method: 'PUT',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: bodyOf(json, chunked),
        ...(chunked ? { duplex: 'half' } : {}),
      } as RequestInit);
      const answer = {
        status: response.status,
        headers: response.headers,
        body: await response.json(),
      };
      expectApiError(answer, 413, `chunked=${chunked}`);
      expect(answer.body.error.code).toBe('payload_too_large');
    }
    expect((await user.get('/api/patients/BIG-1')).status).toBe(404);
  });

  it('lets a client send its whole body before it reads the 413, with no reset', async () => {
    const user = await server.signUp();
    const body = Buffer.alloc(FIVE_MIB, 'x');
    const head = [
      'PUT /api/patients/BIG-2 HTTP/1.1',
      'Host: 127.0.0.1',
      `Cookie: ${user.cookie}`,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const { failure, text } = await sendWholeThenRead(openSocket(server.baseUrl), head, body);
    expect(failure).toBeNull();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toContain('"code":"payload_too_large"');
  });
});
