/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a broken request line or header,
 * headers over 16 KiB, a request too slow to arrive). No route or reply exists yet, so the answer
 * is written on the raw socket, in the API's error shape, with the security headers of every
 * answer, and the connection is closed.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '../../common/schemas/errors.js';
import { errorBody } from './error-handler.js';

const PARSER_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'The request took too long to arrive',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'Request headers (the URL included) are larger than 16 KiB',
  },
};
const MALFORMED = {
  status: 400,
  code: 'validation_failed',
  message: 'Request is not valid HTTP',
} as const;

export function answerClientError(
  error: Error & { code?: string },
  socket: Socket,
  securityHeaders: Record<string, string> = {},
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = (error.code && PARSER_ERRORS[error.code]) || MALFORMED;
  const body = JSON.stringify(errorBody(code, message));
  const security = Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        security.join('') +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
