import { AppError } from '../../http/app-error.js';

type UniqueField = 'username' | 'email';

/** The partial unique indexes of users (db/schema/users.ts) and the field each one guards. */
const FIELD_OF_INDEX: Record<string, UniqueField> = { users_username_lower_idx: 'username', users_email_idx: 'email' };

/** 409 with the field in the details, so the form shows it on that field. */
export function takenError(field: UniqueField): AppError {
  const code = field === 'username' ? 'ERR_USERNAME_TAKEN' : 'ERR_EMAIL_TAKEN';
  return new AppError(409, code, [{ field, message: code }]);
}

/** The field whose unique index a database error violated, if it is one of them. */
export function takenField(error: unknown): UniqueField | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && cause.constraint ? FIELD_OF_INDEX[cause.constraint] : undefined;
}

/**
 * A concurrent insert that won the race for a username or email gets the same 409 as the check
 * before the insert would have given. Anything else is rethrown as is.
 */
export function rethrowAsTaken(error: unknown): never {
  const field = takenField(error);
  throw field ? takenError(field) : error;
}
