/**
 * Attack suite, requests refused before any route runs (by Node's HTTP parser, Fastify's router
 * or its body parser): each answers in the API's one error shape `{ error: { code, message } }`,
 * never Fastify's or Node's own, with the status that says why, and with the security headers
 * every other answer carries.
 */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';
import { answerOn, openSocket, sendBytes } from './raw-socket.test-helpers.js';

const many = (line: (i: number) => string, count: number) =>
  Array.from({ length: count }, (_, i) => line(i)).join('');

describe.each(DATABASES)("Fastify's own rejections on %s", (kind) => {
  const scene = useAttackScene(kind);
  const send: typeof scene.send = (...args) => scene.send(...args);
  const sendRawBytes = async (bytes: string) =>
    scene.count(await sendBytes(scene.server.baseUrl, bytes));

  function expectCode(
    response: Awaited<ReturnType<typeof send>>,
    status: number,
    code: string,
    what: string,
  ) {
    expectApiError(response, status, what);
    expect(response.body.error.code, what).toBe(code);
    const { headers } = response;
    expect(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(headers.get('x-frame-options'), what).toBe('DENY');
    expect(headers.get('referrer-policy'), what).toBe('same-origin');
  }

  it('answers 414 to a path segment longer than the router takes', async () => {
    for (const path of [
      `/api/patients/${'P'.repeat(101)}`,
      `/api/patients/${'P'.repeat(5000)}/trend`,
      `/api/activities/${randomUUID().repeat(4)}`,
    ]) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const body = method === 'PUT' ? makePatient() : undefined;
        expectCode(await send(method, path, { body }), 414, 'uri_too_long', `${method} ${path}`);
      }
    }
  });

  it('answers 400 to a URL that is not validly percent-encoded', async () => {
    for (const path of ['/api/patients/%E0%A4%A', '/api/patients/%ZZ', '/api/activities/%']) {
      expectCode(await send('GET', path), 400, 'validation_failed', path);
    }
  });

  it('answers 400 to bodies that are not JSON though they say so', async () => {
    for (const body of ['{"patientName": ', '{', 'nul', '{"a":1}}', '\u0000']) {
      const response = await send('PUT', '/api/patients/BRUNO-1', { body });
      expectCode(response, 400, 'validation_failed', JSON.stringify(body));
    }
    const empty = await send('PUT', '/api/patients/BRUNO-1', { body: '' });
    expectCode(empty, 400, 'validation_failed', 'empty body');
  });

  it('answers 400 to requests that are not valid HTTP', async () => {
    for (const request of [
      'GET /api/health HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n',
      'GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /api/he alth HTTP/1.1\r\nHost: x\r\n\r\n',
      'PUT /api/patients/BRUNO-1 HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n{}',
      'PUT /api/patients/BRUNO-1 HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      '\u0000\u0001\u0002\r\n\r\n',
    ]) {
      expectCode(await sendRawBytes(request), 400, 'validation_failed', JSON.stringify(request));
    }
  });

  it('answers 431 to headers (or a URL) over 16 KiB', async () => {
    const big = 'x'.repeat(20_000);
    for (const request of [
      `GET /api/patients HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`,
      `GET /api/patients?q=${big} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /api/patients HTTP/1.1\r\nHost: x\r\n${many((i) => `X-A${i}: 1\r\n`, 3000)}\r\n`,
    ]) {
      const response = await sendRawBytes(request);
      expectCode(response, 431, 'headers_too_large', request.slice(0, 40));
    }
  });

  it('answers 408 on the socket of a request too slow to arrive', async () => {
    // Node raises the timeout only on its 30 s connection check, so the test raises the same
    // `clientError` Node would, on a real connection, and reads what the client receives.
    const server = scene.server.app.server;
    const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
    const client = openSocket(scene.server.baseUrl);
    const answer = answerOn(client);
    client.write('PUT /api/patients/BRUNO-1 HTTP/1.1\r\nHost: x\r\nContent-Le');
    const timeout = Object.assign(new Error('Request timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
    });
    server.emit('clientError', timeout, await accepted);
    expectCode(scene.count(await answer), 408, 'request_timeout', 'slow request');
  });

  it('answers 413 to a body declared or sent over 4 MiB, before reading it', async () => {
    const declared = await sendRawBytes(
      'PUT /api/patients/BRUNO-1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${5 * 1024 * 1024}\r\nConnection: close\r\n\r\n{"patientName":"x"`,
    );
    expectCode(declared, 413, 'payload_too_large', 'declared length');
    const sent = await send('PUT', '/api/patients/BRUNO-1', {
      body: { ...makePatient(), notes: 'x'.repeat(4 * 1024 * 1024) },
    });
    expectCode(sent, 413, 'payload_too_large', 'sent body');
  });

  it('answers 415 to bodies of another media type, and 404 to routes that do not exist', async () => {
    const body = JSON.stringify(makePatient());
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'text/csv']) {
      const response = await send('PUT', '/api/patients/BRUNO-1', { body, contentType });
      expectCode(response, 415, 'unsupported_media_type', contentType);
    }
    for (const [method, path] of [
      ['PATCH', '/api/patients/BRUNO-1'],
      ['POST', '/api/activities'],
      ['GET', '/api/nothing'],
      ['OPTIONS', '/api/patients'],
    ] as const) {
      expectCode(await send(method, path), 404, 'not_found', `${method} ${path}`);
    }
  });
});
