import { AppError, fieldError } from '../../http/app-error.js';

/** Not a valid VIN (length, characters, check digit). */
export const invalidVin = () => fieldError('serialNumber', 'ERR_INVALID_VIN');

/** A valid VIN the vPIC database does not know. */
export const vinNotFound = () => new AppError(404, 'ERR_VIN_NOT_FOUND', [{ field: 'serialNumber', message: 'ERR_VIN_NOT_FOUND' }]);
