import type { ApiError, ErrorDetail, ErrorType } from '@atelier/contracts';

const KNOWN_TYPES: readonly string[] = ['VALIDATION', 'AUTHENTICATION', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMIT', 'SERVER'];

function typeForStatus(status: number): ErrorType {
  if (status === 400 || status === 422) return 'VALIDATION';
  if (status === 401) return 'AUTHENTICATION';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMIT';
  return 'SERVER';
}

function codeForStatus(status: number): string {
  if (status === 0 || status === 502 || status === 503 || status === 504) return 'ERR_SERVICE_UNAVAILABLE';
  if (status === 401) return 'ERR_UNAUTHENTICATED';
  if (status === 403) return 'ERR_FORBIDDEN';
  if (status === 404) return 'ERR_NOT_FOUND';
  if (status === 413) return 'ERR_PAYLOAD_TOO_LARGE';
  if (status === 429) return 'ERR_TOO_MANY_REQUESTS';
  if (status === 400) return 'ERR_VALIDATION';
  return 'ERR_INTERNAL';
}

/** The spec allows details as a list of {field, message} or as a map field → message (§3, §8). */
export function normalizeDetails(details: unknown): ErrorDetail[] {
  if (Array.isArray(details)) {
    return details
      .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
      .map((item) => ({ field: String(item.field ?? ''), message: String(item.message ?? '') }))
      .filter((item) => item.message !== '');
  }
  if (details && typeof details === 'object') {
    return Object.entries(details as Record<string, unknown>).map(([field, message]) => ({
      field,
      message: String(message),
    }));
  }
  return [];
}

/**
 * Turns whatever came back (the API's error object, a proxy's HTML page, nothing at all) into
 * the error object of the spec so that every screen can show it the same way.
 */
export function normalizeApiError(status: number, body: unknown, correlationIdHeader: string | null, now = new Date()): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message ? record.message : codeForStatus(status);
  const type = typeof record.type === 'string' && KNOWN_TYPES.includes(record.type) ? (record.type as ErrorType) : typeForStatus(status);
  return {
    type,
    message,
    details: normalizeDetails(record.details),
    correlationId: typeof record.correlationId === 'string' ? record.correlationId : (correlationIdHeader ?? ''),
    timestamp: typeof record.timestamp === 'string' ? record.timestamp : now.toISOString(),
  };
}
