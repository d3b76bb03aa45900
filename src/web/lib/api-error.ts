/** A failed call, as the API client throws it. Apart from the client so that screens can tell
 * errors apart without loading zod. */
import type { ErrorDetail } from '../../common/schemas/errors';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  /** The whole JSON answer, for callers that read more than the error (a 409's `current`). */
  readonly answer: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    details: ErrorDetail[] = [],
    answer?: unknown,
  ) {
    super(message);
    this.answer = answer;
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Status of an ApiError raised when the server could not be reached at all. */
export const NETWORK_ERROR_STATUS = 0;
