import { AppError } from '../../http/app-error.js';

/** Missing, deleted, or another shop's: the same answer, so nothing leaks across accounts. */
export const worksheetNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** A reference of the body (customer, vehicle, technician) that is not a live one of the shop. */
export const referenceNotFound = (field: string) => new AppError(404, 'ERR_NOT_FOUND', [{ field, message: 'ERR_NOT_FOUND' }]);

/** The statusId is not one of the shop's work-order statuses: a status is still required. */
export const statusRequired = () => new AppError(400, 'ERR_VALIDATION', [{ field: 'statusId', message: 'ERR_STATUS_REQUIRED' }]);
