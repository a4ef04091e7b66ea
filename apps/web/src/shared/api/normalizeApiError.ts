import type { ApiError, ErrorDetail, ErrorType } from '@atelier/contracts';
import { errorCodeForStatus, errorTypeForStatus } from '@atelier/contracts/error-status';
import { parsePlanRefusal } from '../plan/planState';

const KNOWN_TYPES: readonly string[] = ['VALIDATION', 'AUTHENTICATION', 'FORBIDDEN', 'PLAN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMIT', 'SERVER'];

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
  const message = typeof record.message === 'string' && record.message ? record.message : errorCodeForStatus(status);
  const type = typeof record.type === 'string' && KNOWN_TYPES.includes(record.type) ? (record.type as ErrorType) : errorTypeForStatus(status);
  // A 402 plan refusal's limit or feature and the plan that lifts it: what the upgrade prompt says.
  const plan = parsePlanRefusal(record.plan);
  return {
    type,
    message,
    details: normalizeDetails(record.details),
    correlationId: typeof record.correlationId === 'string' ? record.correlationId : (correlationIdHeader ?? ''),
    timestamp: typeof record.timestamp === 'string' ? record.timestamp : now.toISOString(),
    ...(plan ? { plan } : {}),
  };
}
