import { AppError, fieldError } from '../../http/app-error.js';

/** The caller's account row is gone (deleted while the request ran). */
export const accountNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** A time zone that is not an IANA zone. */
export const invalidTimezone = () => fieldError('dateTime.timezone', 'ERR_INVALID_TIMEZONE');
