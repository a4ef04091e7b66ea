import { AppError } from '../../http/app-error.js';

/** A DRAFT has no stored PDF, no customer link and is not mailed: issue it first. */
export const invoiceNotIssued = () => new AppError(409, 'ERR_INVOICE_NOT_ISSUED');

/** No address to mail to: neither `to` in the body nor an email on the customer. */
export const noRecipient = () => new AppError(400, 'ERR_INVALID_EMAIL', [{ field: 'to', message: 'ERR_INVALID_EMAIL' }]);

/** A public link that is forged, expired, of another document, or of a document that is not there: one answer for all. */
export const publicNotFound = () => new AppError(404, 'ERR_NOT_FOUND');
