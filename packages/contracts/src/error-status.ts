import type { ErrorCode, ErrorType } from './errors.js';

// Zod-free on purpose: the web app's first screen imports these without the schemas.

/** The `type` (alert heading) of an error answer with this HTTP status. */
export function errorTypeForStatus(status: number): ErrorType {
  if (status === 400 || status === 413 || status === 415 || status === 422 || status === 431) return 'VALIDATION';
  if (status === 401) return 'AUTHENTICATION';
  if (status === 402) return 'PLAN';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMIT';
  return 'SERVER';
}

/** The catalogue code for an error that came with no code of its own (status 0 = no answer). */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 0 || status === 502 || status === 503 || status === 504) return 'ERR_SERVICE_UNAVAILABLE';
  if (status === 401) return 'ERR_UNAUTHENTICATED';
  if (status === 403) return 'ERR_FORBIDDEN';
  if (status === 404) return 'ERR_NOT_FOUND';
  if (status === 413) return 'ERR_PAYLOAD_TOO_LARGE';
  if (status === 429) return 'ERR_TOO_MANY_REQUESTS';
  if (status >= 400 && status < 500) return 'ERR_VALIDATION';
  return 'ERR_INTERNAL';
}
