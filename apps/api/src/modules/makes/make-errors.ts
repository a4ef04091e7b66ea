import { AppError } from '../../http/app-error.js';

/** Missing, or another shop's USER make: the same answer, so nothing leaks across accounts. */
export const makeNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** 409 on the name field: a make (or a model of that make) of this name is already listed. */
export const nameTaken = () => new AppError(409, 'ERR_ALREADY_EXISTS', [{ field: 'name', message: 'ERR_ALREADY_EXISTS' }]);

const NAME_INDEXES = new Set(['makes_account_name_idx', 'models_account_make_name_idx']);

/**
 * A concurrent create that won the race for a name (unique indexes of db/schema/vehicles.ts)
 * gets the same 409 as the check before the insert. Anything else is rethrown as is.
 */
export function rethrowAsNameTaken(error: unknown): never {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code === '23505' && cause.constraint && NAME_INDEXES.has(cause.constraint)) throw nameTaken();
  throw error;
}
