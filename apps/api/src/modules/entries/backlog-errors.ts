import type { ErrorDetail } from '@atelier/contracts';
import { AppError } from '../../http/app-error.js';

/** Entry ids of the body that are not the vehicle's backlog entries, or sent twice. */
export const unknownEntries = (details: ErrorDetail[]) => new AppError(400, 'ERR_VALIDATION', details);
