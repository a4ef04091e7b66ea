import { AppError } from '../../http/app-error.js';

/** Missing, deleted, or another shop's: the same answer, so nothing leaks across accounts. */
export const mechNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** The customerUuid of a new vehicle is not a live customer of the shop. */
export const mechCustomerNotFound = () => new AppError(404, 'ERR_NOT_FOUND', [{ field: 'mech.customerUuid', message: 'ERR_NOT_FOUND' }]);
