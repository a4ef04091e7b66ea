import type { ErrorCode } from '@atelier/contracts';
import { AppError } from '../../http/app-error.js';

/** Missing, another shop's, or a widget's hold (never shown to the shop): the same answer. */
export const eventNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** A customer, vehicle or bay reference that is not the shop's (or a vehicle of another customer). */
export const eventReferenceNotFound = (field: string) => new AppError(404, 'ERR_NOT_FOUND', [{ field, message: 'ERR_NOT_FOUND' }]);

/** technicianUuid is not a live user of the shop. */
export const eventTechnicianNotFound = () => new AppError(404, 'ERR_USER_NOT_FOUND', [{ field: 'technicianUuid', message: 'ERR_USER_NOT_FOUND' }]);

/** GET /events: `to` not after `from`, or a range longer than EVENT_RANGE_MAX_DAYS. */
export const invalidRange = () => new AppError(400, 'ERR_INVALID_RANGE', [{ field: 'to', message: 'ERR_INVALID_RANGE' }]);

export const eventEndBeforeStart = () => new AppError(422, 'ERR_ENDTIME_BEFORE_START', [{ field: 'end', message: 'ERR_ENDTIME_BEFORE_START' }]);
export const eventTooLong = () => new AppError(422, 'ERR_INVALID_DURATION', [{ field: 'end', message: 'ERR_INVALID_DURATION' }]);

/**
 * The bay or the technician is busy then (exclusion constraint): the code on its field, and the
 * uuid of the appointment in the way so the page can name it.
 */
export const slotTaken = (field: 'bayId' | 'technicianUuid', conflictUuid: string | undefined) => {
  const code: ErrorCode = field === 'bayId' ? 'ERR_BAY_TAKEN' : 'ERR_TECHNICIAN_TAKEN';
  return new AppError(409, code, [{ field, message: code }, ...(conflictUuid ? [{ field: 'conflict', message: conflictUuid }] : [])]);
};

/** POST /events/{uuid}/worksheet: a work order needs a customer. */
export const eventCustomerRequired = () => new AppError(422, 'ERR_CUSTOMER_DETAILS_REQUIRED', [{ field: 'customerUuid', message: 'ERR_CUSTOMER_DETAILS_REQUIRED' }]);

/** POST /events/{uuid}/worksheet twice. */
export const eventWorksheetExists = () => new AppError(409, 'ERR_ALREADY_EXISTS', [{ field: 'worksheet', message: 'ERR_ALREADY_EXISTS' }]);
