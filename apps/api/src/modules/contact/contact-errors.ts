import { AppError } from '../../http/app-error.js';

/** The mail server did not take the question: the user learns it did not go. */
export const mailUnavailable = () => new AppError(503, 'ERR_SERVICE_UNAVAILABLE');
