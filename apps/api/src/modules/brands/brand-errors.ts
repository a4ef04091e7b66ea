import { AppError } from '../../http/app-error.js';

/** Missing or another shop's workspace: the same answer, so nothing leaks across accounts. */
export const brandNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** Address fields that fail their country's rules: one failure is named by its code (like fieldError), several by ERR_VALIDATION, as zod's are. */
export const invalidAddress = (failures: { field: string; code: 'ERR_INVALID_REGION' | 'ERR_INVALID_POSTCODE' }[]) =>
  new AppError(
    400,
    failures.length === 1 ? failures[0]!.code : 'ERR_VALIDATION',
    failures.map((f) => ({ field: f.field, message: f.code })),
  );
