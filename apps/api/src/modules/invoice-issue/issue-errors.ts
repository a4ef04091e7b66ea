import type { ErrorDetail } from '@atelier/contracts';
import { AppError, fieldError } from '../../http/app-error.js';

/** A mention the shop's country requires is missing: nothing is issued; `details` lists each field. */
export const missingMentionsError = (details: ErrorDetail[]) => new AppError(422, 'ERR_MISSING_MENTIONS', details);

/** Payments and credit notes need an issued invoice (a draft has no number yet). */
export const invoiceNotIssued = () => new AppError(409, 'ERR_INVOICE_NOT_ISSUED');

/** A fully credited invoice: nothing is paid nor credited on it any more. */
export const invoiceCanceled = () => new AppError(409, 'ERR_INVOICE_CANCELED');

/** Payments and credit notes are made on invoices, not on credit notes. */
export const notAnInvoice = () => new AppError(400, 'ERR_VALIDATION', [{ field: 'uuid', message: 'ERR_VALIDATION' }]);

/** A payment above the balance, or a reversal above what was paid. */
export const paymentExceedsBalance = () => fieldError('amount', 'ERR_PAYMENT_EXCEEDS_BALANCE');

/** A credit-note line naming a line that is not one of the invoice's. */
export const creditLineNotFound = (index: number) => new AppError(404, 'ERR_NOT_FOUND', [{ field: `lines.${index}.lineId`, message: 'ERR_NOT_FOUND' }]);

/** More than what remains of the line (its quantity minus what earlier credit notes took back). */
export const creditExceeds = (index: number | null) =>
  index === null ? new AppError(400, 'ERR_CREDIT_EXCEEDS') : fieldError(`lines.${index}.quantity`, 'ERR_CREDIT_EXCEEDS');
