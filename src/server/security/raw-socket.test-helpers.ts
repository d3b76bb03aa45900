/**
 * HTTP over a bare TCP socket, for requests no HTTP client would send (broken request lines,
 * oversized headers) and for reading what the server writes on a socket it refuses.
 */
import { connect, type Socket } from 'node:net';
import type { TestResponse } from '../test/test-server.js';

/** Everything the server writes until it closes the connection, parsed as one HTTP answer. */
export function answerOn(socket: Socket): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while we still write; what it answered is what counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
  });
}

function parseAnswer(text: string): TestResponse {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Headers();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const bodyText = rest.join('\r\n\r\n');
  let body: unknown = bodyText;
  try {
    body = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {}
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body };
}

/** Opens a connection to the server at `baseUrl`, without sending anything yet. */
export function openSocket(baseUrl: string): Socket {
  const { hostname, port } = new URL(baseUrl);
  return connect(Number(port), hostname);
}

/** Sends `bytes` exactly as given and reads the answer until the server closes. */
export function sendBytes(baseUrl: string, bytes: string): Promise<TestResponse> {
  const socket = openSocket(baseUrl);
  const answer = answerOn(socket);
  socket.write(bytes);
  // Half-close only when the request is complete, so a keep-alive answer still ends the read.
  socket.end();
  return answer;
}
