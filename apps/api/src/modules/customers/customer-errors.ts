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
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code === '23505' && cause.constraint === 'customers_account_mobile_idx') throw mobileTaken();
  throw error;
}
