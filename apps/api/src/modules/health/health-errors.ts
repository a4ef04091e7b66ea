import { AppError } from '../../http/app-error.js';

/** The database does not answer; the detail names which server (embedded or external) is down. */
export const databaseUnavailable = (server: 'embedded' | 'external') =>
  new AppError(503, 'ERR_SERVICE_UNAVAILABLE', [{ field: `${server}Database`, message: 'ERR_SERVICE_UNAVAILABLE' }]);
