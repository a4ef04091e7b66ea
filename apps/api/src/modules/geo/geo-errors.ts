import { AppError } from '../../http/app-error.js';

/** Not a region of that country (by code or name). */
export const regionNotFound = () => new AppError(404, 'ERR_NOT_FOUND');
