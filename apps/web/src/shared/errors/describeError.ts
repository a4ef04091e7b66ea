import type { ApiError } from '@atelier/contracts';
import { isApiRequestError } from '../api/ApiRequestError';

export interface ErrorLine {
  /** Field the line is about, when the server named one. */
  field?: string;
  /** Catalogue code (or raw message) to translate as `error.{code}`. */
  code: string;
}

/** Any thrown value as the spec's error object; unknown failures become ERR_INTERNAL. */
export function toApiError(error: unknown): ApiError {
  if (isApiRequestError(error)) return error.body;
  return {
    type: 'SERVER',
    message: error instanceof Error && error.message ? error.message : 'ERR_INTERNAL',
    details: [],
    correlationId: '',
    timestamp: new Date().toISOString(),
  };
}

/**
 * The body of the shared alert (shell spec §8): one line per field detail when there are
 * details, otherwise the single message.
 */
export function errorLines(error: ApiError): ErrorLine[] {
  if (error.details.length > 0) {
    return error.details.map((detail) => ({ field: detail.field || undefined, code: detail.message }));
  }
  return [{ code: error.message }];
}

/** Server field errors keyed by field, limited to the fields a form actually shows. */
export function fieldErrorCodes(error: ApiError, fields: readonly string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const detail of error.details) {
    if (fields.includes(detail.field) && !result[detail.field]) result[detail.field] = detail.message;
  }
  return result;
}
