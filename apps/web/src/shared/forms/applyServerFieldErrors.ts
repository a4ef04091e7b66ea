import type { ApiError } from '@atelier/contracts';
import { fieldErrorCodes } from '../errors/describeError';

interface FieldErrorTarget {
  setFieldError: (path: never, error: string) => void;
}

/** Puts the server's field errors (details) on the matching inputs (guide §4). */
export function applyServerFieldErrors(form: FieldErrorTarget, error: ApiError, fields: readonly string[]) {
  const setFieldError = form.setFieldError as (path: string, error: string) => void;
  for (const [field, code] of Object.entries(fieldErrorCodes(error, fields))) {
    setFieldError(field, `error.${code}`);
  }
}
