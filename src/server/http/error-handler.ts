/** Maps every failure to the JSON error shape; nothing internal (stack, SQL) leaves the server. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '../../common/schemas/errors.js';
import { type DatabaseFault, databaseFault } from '../db/database-faults.js';
import { HttpError } from '../kernel/http-error.js';
import { drainRestOfBody } from './body-drain.js';

export function errorBody(
  code: ErrorCode,
  message: string,
  details?: HttpError['details'],
): ApiErrorBody {
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
  // The router's own refusals, which reach us through the `frameworkErrors` option.
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'validation_failed',
    message: 'The URL is not validly percent-encoded',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'uri_too_long',
    message: 'A part of the URL is longer than 100 characters',
  },
};

const CLIENT_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  401: { code: 'unauthorized', message: 'Sign in to continue' },
  403: { code: 'forbidden', message: 'Forbidden' },
  404: { code: 'not_found', message: 'Not found' },
  405: { code: 'validation_failed', message: 'Method not allowed' },
  408: { code: 'request_timeout', message: 'The request took too long to arrive' },
  409: { code: 'conflict', message: 'Conflict' },
  414: { code: 'uri_too_long', message: 'The URL is too long' },
  429: { code: 'too_many_requests', message: 'Too many requests' },
  431: { code: 'headers_too_large', message: 'Request headers are too large' },
};

/** One error (thrown by a route, a hook, a plugin or the router) as the API's error answer. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode === 413) drainRestOfBody(request, reply);
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return reply.status(400).send(errorBody('validation_failed', 'Request is malformed'));
  }
  if (error.statusCode === 415) {
    return reply.status(415).send(errorBody('unsupported_media_type', 'Unsupported Content-Type'));
  }
  if (error.statusCode === 413) {
    return reply.status(413).send(errorBody('payload_too_large', 'Request body is too large'));
  }
  // Any other client error a plugin raises (e.g. @fastify/static's 403 for a path that climbs
  // out of the web root) keeps its status; only real failures become a 500.
  const client = error.statusCode ? CLIENT_ERRORS[error.statusCode] : undefined;
  if (client) return reply.status(error.statusCode!).send(errorBody(client.code, client.message));
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody('internal_error', 'Something went wrong on the server'));
}

/** Answers a request no route took, or returns undefined to fall through to the JSON 404. */
type Fallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * A database outage or a full disk: the client's request was fine and nothing of it was stored,
 * so it gets a 503/507 it may retry. The log keeps the engine's own code (SQLITE_FULL, 57P01).
 */
function answerFault(
  fault: DatabaseFault,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.log.error({ err: error, cause: fault.cause }, `database fault: ${fault.kind}`);
  return reply.status(fault.status).send(errorBody(fault.code, fault.message));
}

export function installErrorHandling(
  app: FastifyInstance,
  fallback?: Fallback,
  onFault?: (fault: DatabaseFault) => void,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const fault = error instanceof HttpError ? null : databaseFault(error);
    if (!fault) return answerError(error, request, reply);
    onFault?.(fault);
    return answerFault(fault, error, request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    const answered = fallback?.(request, reply);
    if (answered !== undefined) return answered;
    return reply
      .status(404)
      .send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
