import { AppError } from '../../http/app-error.js';

/** A bay id that is not one of the shop's bays (another shop's, or unknown): nothing is written. */
export const bayNotFound = (index: number) => new AppError(404, 'ERR_NOT_FOUND', [{ field: `bays.${index}.id`, message: 'ERR_NOT_FOUND' }]);

/** The same bay listed twice. */
export const bayRepeated = (index: number) => new AppError(400, 'ERR_VALIDATION', [{ field: `bays.${index}.id`, message: 'ERR_VALIDATION' }]);

/** A technician uuid that is not a live user of the shop. */
export const technicianNotFound = (index: number) => new AppError(404, 'ERR_USER_NOT_FOUND', [{ field: `technicianUuids.${index}`, message: 'ERR_USER_NOT_FOUND' }]);

/** catalogItemId is not a live SERVICE of the shop's catalogue. */
export const serviceNotFound = (index: number) => new AppError(404, 'ERR_NOT_FOUND', [{ field: `services.${index}.catalogItemId`, message: 'ERR_NOT_FOUND' }]);

/** The same catalogue service listed twice. */
export const serviceRepeated = (index: number) => new AppError(400, 'ERR_VALIDATION', [{ field: `services.${index}.catalogItemId`, message: 'ERR_VALIDATION' }]);

/** Online booking turned on without a public address. */
export const slugRequired = () => new AppError(422, 'ERR_INVALID_SLUG', [{ field: 'slug', message: 'ERR_INVALID_SLUG' }]);

/** Another shop uses this public address (unique index booking_settings_slug_idx). */
export const slugTaken = () => new AppError(409, 'ERR_SLUG_TAKEN', [{ field: 'slug', message: 'ERR_SLUG_TAKEN' }]);
