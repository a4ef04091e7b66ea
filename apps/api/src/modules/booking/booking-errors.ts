import { NEXT_SLOT_DETAIL_FIELD } from '@atelier/contracts';
import { AppError } from '../../http/app-error.js';

/** Unknown slug, booking off, unknown token, another shop's row: all the same answer. */
export const bookingNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** 409 with the next free slots in its details, for the widget to offer at once. */
export const slotTaken = (next: Date[]) =>
  new AppError(
    409,
    'ERR_SLOT_TAKEN',
    next.map((start) => ({ field: NEXT_SLOT_DETAIL_FIELD, message: start.toISOString() })),
  );

export const holdExpired = () => new AppError(409, 'ERR_HOLD_EXPIRED');
export const notChangeable = () => new AppError(409, 'ERR_BOOKING_NOT_CHANGEABLE');
export const customerDetailsRequired = () => new AppError(422, 'ERR_CUSTOMER_DETAILS_REQUIRED');
/** A service id the shop does not offer online. */
export const unknownService = () => new AppError(400, 'ERR_VALIDATION', [{ field: 'services', message: 'ERR_NOT_FOUND' }]);
