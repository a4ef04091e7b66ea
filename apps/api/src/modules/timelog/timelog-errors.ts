import { AppError, fieldError } from '../../http/app-error.js';

/** Missing, another shop's, or another person's without `timelog:all`: the same answer (nothing leaks). */
export const timelogNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** workorderUuid is not a live work order of the shop. */
export const timelogWorksheetNotFound = () => new AppError(404, 'ERR_NOT_FOUND', [{ field: 'workorderUuid', message: 'ERR_NOT_FOUND' }]);

/** entryId is not a line of that work order (or of this shop). */
export const timelogLineNotFound = () => new AppError(404, 'ERR_NOT_FOUND', [{ field: 'entryId', message: 'ERR_NOT_FOUND' }]);

/** A line is named without its work order (the work order is not guessed from the line). */
export const workorderRequired = () => fieldError('workorderUuid', 'ERR_WORKORDER_REQUIRED');

/** `user` is not a live user of the shop. */
export const timelogUserNotFound = () => new AppError(404, 'ERR_USER_NOT_FOUND', [{ field: 'user', message: 'ERR_USER_NOT_FOUND' }]);

/** Someone else's time without `timelog:all`. */
export const otherUserForbidden = () => new AppError(403, 'ERR_FORBIDDEN', [{ field: 'user', message: 'ERR_FORBIDDEN' }]);

/** A running clock is started by its own person only (a correction for someone else has an end). */
export const clockOtherUser = () => fieldError('user', 'ERR_CLOCK_OTHER_USER');

export const invalidTime = (field: 'startTime' | 'endTime') => fieldError(field, 'ERR_INVALID_TIME');
export const endTimeRequired = () => fieldError('endTime', 'ERR_ENDTIME_REQUIRED');
export const endBeforeStart = () => fieldError('endTime', 'ERR_ENDTIME_BEFORE_START');
export const invalidDuration = (field: 'duration' | 'endTime') => fieldError(field, 'ERR_INVALID_DURATION');

/** Another entry of that person covers part of this time (exclusion or one-running-clock constraint). */
export const timeOverlap = () => new AppError(409, 'ERR_TIME_OVERLAP', [{ field: 'startTime', message: 'ERR_TIME_OVERLAP' }]);

/** A work order in a DONE status takes no running clock (its time is closed). */
export const worksheetClosed = () => new AppError(409, 'ERR_WORKORDER_CLOSED', [{ field: 'workorderUuid', message: 'ERR_WORKORDER_CLOSED' }]);

/** Deleting or finishing a work order while someone's clock runs on it (shell §8). */
export const unclosedTimelog = () => new AppError(409, 'ERR_UNCLOSED_TIMELOG');
