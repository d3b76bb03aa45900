/**
 * Lets a client whose body is over the limit read its 413. Fastify answers with
 * `connection: close`, and Node then closes the socket while the client is still sending: the
 * unread bytes make the server's kernel reset the connection, and the client's drops the 413
 * unread (issue 35). Kept open, Node reads the rest of the body and throws it away; a client
 * still sending after DRAIN_LIMIT_MS is cut off.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const DRAIN_LIMIT_MS = 10_000;

export function drainRestOfBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete) return;
  reply.removeHeader('connection');
  const cutOff = setTimeout(() => raw.socket?.destroy(), DRAIN_LIMIT_MS);
  cutOff.unref();
  raw.once('end', () => clearTimeout(cutOff));
  raw.once('close', () => clearTimeout(cutOff));
}
