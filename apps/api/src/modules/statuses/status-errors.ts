import { isForeignKeyViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';

/** Missing or another shop's: the same answer, so nothing leaks across accounts. */
export const statusNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** A live work order (or a service line) still has this status: deleting it would orphan them. */
export const statusInUse = () => new AppError(409, 'ERR_STATUS_IN_USE');

/** The board and the totals need one status per group (shell spec §4 categories). */
export const lastStatusOfGroup = () => new AppError(409, 'ERR_LAST_STATUS');

/**
 * The usage count is read under the status row's lock, so a work order or a line saved with the
 * status waits for the delete; a reference still met by the foreign key gets the same 409, never a 500.
 */
export function rethrowAsInUse(error: unknown): never {
  if (isForeignKeyViolation(error)) throw statusInUse();
  throw error;
}
