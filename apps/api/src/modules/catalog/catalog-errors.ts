import { AppError } from '../../http/app-error.js';

/** Missing, deleted, of the other kind, or another shop's: the same answer, so nothing leaks across accounts. */
export const catalogItemNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** 409 on the code field: another live item of this kind in the shop has this code. */
export const codeTaken = () => new AppError(409, 'ERR_CATALOG_CODE_EXISTS', [{ field: 'code', message: 'ERR_CATALOG_CODE_EXISTS' }]);
