import { AppError, fieldError } from '../../http/app-error.js';
import { rethrowUniqueViolation, violatedUniqueIndex } from '../../db/unique-violation.js';

/** Missing, deleted, or another shop's user: the same answer, so nothing leaks across accounts. */
export const userNotFound = () => new AppError(404, 'ERR_USER_NOT_FOUND');

/** The caller's role does not allow this on that user. */
export const forbidden = () => new AppError(403, 'ERR_FORBIDDEN');

/** The caller may not give (or take away) this role. */
export const roleNotAllowed = () => new AppError(403, 'ERR_ROLE_NOT_ALLOWED', [{ field: 'permissionFlags', message: 'ERR_ROLE_NOT_ALLOWED' }]);

/** The shop keeps at least one FULL_ADMIN; a demotion names the role field, a deletion nothing. */
export const lastFullAdmin = (field?: 'permissionFlags') => new AppError(409, 'ERR_LAST_FULL_ADMIN', field ? [{ field, message: 'ERR_LAST_FULL_ADMIN' }] : []);

/** Nobody deletes themselves. */
export const cannotDeleteSelf = () => new AppError(409, 'ERR_CANNOT_DELETE_SELF');

/** The two passwords differ. */
export const passwordMismatch = () => fieldError('password2', 'ERR_PASSWORD_MISMATCH');

type UniqueField = 'username' | 'email';

/** 409 with the field in the details, so the form shows it on that field. */
export function takenError(field: UniqueField): AppError {
  const code = field === 'username' ? 'ERR_USERNAME_TAKEN' : 'ERR_EMAIL_TAKEN';
  return new AppError(409, code, [{ field, message: code }]);
}

/** The partial unique indexes of users (db/schema/users.ts) and the error each one gives. */
const TAKEN_OF_INDEX = { users_username_lower_idx: () => takenError('username'), users_email_idx: () => takenError('email') };

/** True when a write lost the race for a username or an email (one of the indexes above). */
export function isTakenViolation(error: unknown): boolean {
  const index = violatedUniqueIndex(error);
  return index !== undefined && Object.hasOwn(TAKEN_OF_INDEX, index);
}

/**
 * A concurrent insert that won the race for a username or email gets the same 409 as the check
 * before the insert would have given. Anything else is rethrown as is.
 */
export function rethrowAsTaken(error: unknown): never {
  return rethrowUniqueViolation(error, TAKEN_OF_INDEX);
}
