import { AppError, fieldError } from '../../http/app-error.js';

/** Missing or another shop's key: the same answer, so nothing leaks across accounts. */
export const apiKeyNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** An expiry date that is not in the future. */
export const expiryInThePast = () => fieldError('expiresAt', 'ERR_INVALID_DATE');
