import type { ErrorDetail } from '@atelier/contracts';
import { AppError } from '../../http/app-error.js';

/** Missing or another shop's tax: the same answer, so nothing leaks across accounts. */
export const taxNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** The caller's account row is gone (deleted while the request ran). */
export const accountNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** Ids of the body that are not the account's groups or taxes, or sent twice (ERR_NOT_FOUND on each). */
export const unknownTaxIds = (details: ErrorDetail[]) => new AppError(400, 'ERR_VALIDATION', details);
