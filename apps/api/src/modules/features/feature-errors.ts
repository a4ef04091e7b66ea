import { AppError } from '../../http/app-error.js';

/** Missing or another shop's feature: the same answer, so nothing leaks across accounts. */
export const featureNotFound = () => new AppError(404, 'ERR_NOT_FOUND');
