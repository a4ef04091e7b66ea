import type { ApiError } from '@atelier/contracts';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { fieldErrorCodes } from '../../../shared/errors/describeError';

/**
 * The shared error alert, unless every detail of the error is already shown on a field of the
 * form (then the flagged fields say it all).
 */
export function FailureAlert({ error, fields }: { error: ApiError | null; fields: readonly string[] }) {
  if (!error) return null;
  const onFields = Object.keys(fieldErrorCodes(error, fields)).length;
  if (error.details.length > 0 && onFields === error.details.length) return null;
  return <ErrorAlert error={error} />;
}
