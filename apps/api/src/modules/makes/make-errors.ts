import { rethrowUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';

/** Missing, or another shop's USER make: the same answer, so nothing leaks across accounts. */
export const makeNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** 409 on the name field: a make (ERR_MAKE_EXISTS) or a model of that make (ERR_MODEL_EXISTS) of this name is already listed. */
export const nameTaken = (code: 'ERR_MAKE_EXISTS' | 'ERR_MODEL_EXISTS') => new AppError(409, code, [{ field: 'name', message: code }]);

/**
 * A concurrent create that won the race for a name (unique indexes of db/schema/vehicles.ts)
 * gets the same 409 as the check before the insert. Anything else is rethrown as is.
 */
export function rethrowAsNameTaken(error: unknown): never {
  return rethrowUniqueViolation(error, {
    makes_account_name_idx: () => nameTaken('ERR_MAKE_EXISTS'),
    models_account_make_name_idx: () => nameTaken('ERR_MODEL_EXISTS'),
  });
}
