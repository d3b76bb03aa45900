/** Maps every failure to the JSON error shape; nothing internal (stack, SQL) leaves the server. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '../../common/schemas/errors.js';
import { HttpError } from './http-error.js';

function body(code: ErrorCode, message: string, details?: HttpError['details']): ApiErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'Request body is larger than 4 MiB',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Content-Type must be application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'validation_failed',
    message: 'Request body must not be empty',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'validation_failed',
    message: 'Request body is not valid JSON',
  },
};

const CLIENT_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  401: { code: 'unauthorized', message: 'Sign in to continue' },
  403: { code: 'forbidden', message: 'Forbidden' },
  404: { code: 'not_found', message: 'Not found' },
  405: { code: 'validation_failed', message: 'Method not allowed' },
  409: { code: 'conflict', message: 'Conflict' },
  429: { code: 'too_many_requests', message: 'Too many requests' },
};

/** Answers a request no route took, or returns undefined to fall through to the JSON 404. */
type Fallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

export function installErrorHandling(app: FastifyInstance, fallback?: Fallback): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send(body(known.code, known.message));
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send(body('validation_failed', 'Request is malformed'));
    }
    if (error.statusCode === 415) {
      return reply.status(415).send(body('unsupported_media_type', 'Unsupported Content-Type'));
    }
    if (error.statusCode === 413) {
      return reply.status(413).send(body('payload_too_large', 'Request body is too large'));
    }
    // Any other client error a plugin raises (e.g. @fastify/static's 403 for a path that climbs
    // out of the web root) keeps its status; only real failures become a 500.
    const client = error.statusCode ? CLIENT_ERRORS[error.statusCode] : undefined;
    if (client) return reply.status(error.statusCode!).send(body(client.code, client.message));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal_error', 'Something went wrong on the server'));
  });

  app.setNotFoundHandler((request, reply) => {
    const answered = fallback?.(request, reply);
    if (answered !== undefined) return answered;
    return reply
      .status(404)
      .send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
