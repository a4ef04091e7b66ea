import type { ErrorCode, ErrorDetail, ErrorType } from '@atelier/contracts';

/** A failure the client should see: an HTTP status and a catalogue code (shell spec §8). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly details: ErrorDetail[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** A field-level failure: 400 with one detail on that field. */
export function fieldError(field: string, code: ErrorCode): AppError {
  return new AppError(400, code, [{ field, message: code }]);
}

export function errorTypeFor(status: number): ErrorType {
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'VALIDATION';
  if (status === 401) return 'AUTHENTICATION';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMIT';
  return 'SERVER';
}
