import { AppError } from '../../http/app-error.js';

/** Missing or another shop's: the same answer, so nothing leaks across accounts. */
export const invoiceNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** The document is issued (not a DRAFT): frozen, only payments and credit notes follow. */
export const invoiceIssued = () => new AppError(409, 'ERR_INVOICE_ISSUED');

/** Nothing left to invoice on the work order (shell §8). */
export const noEntries = () => new AppError(400, 'ERR_NO_ENTRIES');

/** A reference of the body (work order, customer, vehicle) that is not a live one of the shop. */
export const invoiceReferenceNotFound = (field: string) => new AppError(404, 'ERR_NOT_FOUND', [{ field, message: 'ERR_NOT_FOUND' }]);
