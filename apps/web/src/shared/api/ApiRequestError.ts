import type { ApiError } from '@atelier/contracts';

/** A failed API call: the HTTP status (0 when the server could not be reached) and the error object. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;
  /** Seconds to wait before trying again (a 429's Retry-After), when the server said. */
  readonly retryAfter: number | null;

  constructor(status: number, body: ApiError, retryAfter: number | null = null) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  get code(): string {
    return this.body.message;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
