import { rethrowUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';

/** Missing, deleted, or another shop's: the same answer, so nothing leaks across accounts. */
export const customerNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** 409 on the mobile field: another live customer of the shop has this number. */
export const mobileTaken = () => new AppError(409, 'ERR_ALREADY_EXISTS', [{ field: 'mobile', message: 'ERR_ALREADY_EXISTS' }]);

/**
 * A concurrent save that won the race for a mobile number (customers_account_mobile_idx) gets
 * the same 409 as the check before the write. Anything else is rethrown as is.
 */
export function rethrowAsMobileTaken(error: unknown): never {
  return rethrowUniqueViolation(error, { customers_account_mobile_idx: mobileTaken });
}

/** A save with no name, email, mobile or address says nothing (checked before the body schema). */
export const customerDetailsRequired = () => new AppError(400, 'ERR_CUSTOMER_DETAILS_REQUIRED', [{ field: 'fullname', message: 'ERR_CUSTOMER_DETAILS_REQUIRED' }]);

/** The billing address's region is not one of its country's. */
export const invalidRegion = () => new AppError(400, 'ERR_INVALID_REGION', [{ field: 'address.region', message: 'ERR_INVALID_REGION' }]);
