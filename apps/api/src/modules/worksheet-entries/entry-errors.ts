import { AppError } from '../../http/app-error.js';

/** Missing, another shop's, a backlog entry (on no work order), or on a deleted work order. */
export const lineNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** The worksheetUuid of a new line is not a live work order of the shop. */
export const lineWorksheetNotFound = () => new AppError(404, 'ERR_NOT_FOUND', [{ field: 'worksheetUuid', message: 'ERR_NOT_FOUND' }]);

/** A statusId or related_item that is not the shop's: the line is not written. */
export const lineReferenceNotFound = (field: string) => new AppError(400, 'ERR_VALIDATION', [{ field, message: 'ERR_NOT_FOUND' }]);

/** A line needs a title: none sent and none from the catalogue item. */
export const titleRequired = () => new AppError(400, 'ERR_VALIDATION', [{ field: 'title', message: 'ERR_TITLE_REQUIRED' }]);

/** A new line's invoiceUuid is not an invoice of the shop. */
export const lineInvoiceNotFound = () => new AppError(404, 'ERR_NOT_FOUND', [{ field: 'invoiceUuid', message: 'ERR_NOT_FOUND' }]);

/** The line is on an issued invoice: frozen with it (issue 14). */
export const lineInvoiced = () => new AppError(409, 'ERR_INVOICE_ISSUED');

/** Removing a line of an issued invoice, from its work order or its invoice (shell §8). */
export const lineRemoveFail = () => new AppError(409, 'ERR_ENTRY_REMOVE_FAIL');
