import type { ErrorDetail } from '@atelier/contracts';
import { AppError } from '../../http/app-error.js';

/** makeIds that are not makes the shop sees (ERR_NOT_FOUND on each). */
export const unknownMakes = (details: ErrorDetail[]) => new AppError(400, 'ERR_VALIDATION', details);
