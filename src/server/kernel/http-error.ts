/** Errors the API answers with, always as `{ error: { code, message, details? } }`. */
import type { ErrorCode, ErrorDetail } from '../../common/schemas/errors.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
