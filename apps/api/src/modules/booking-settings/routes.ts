import { bookingSettingsBodySchema, bookingSettingsSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { shopTimezone } from '../timelog/shop-time.js';
import { getBookingSettings } from './get-booking-settings.js';
import { saveBookingSettings } from './save-booking-settings.js';

const tags = ['booking-settings'];
const security = [{ bearer: [] }];

/**
 * Booking settings (issue 15): hours, bays, technicians and services offered online. Everyone who
 * plans reads them (the calendar needs bays and hours); only settings:manage changes them.
 */
export function bookingSettingsRoutes(app: App, deps: AppDeps): void {
  app.get('/booking-settings', {
    schema: { tags, security, response: { 200: ok(bookingSettingsSchema), ...errors(401, 403) } },
    preHandler: authorize(deps, 'worksheets:work'),
    handler: async (request) => {
      const scope = scopeOf(request);
      return { data: await getBookingSettings(deps.db, { accountId: scope.accountId, timezone: shopTimezone(scope.account.preferences) }) };
    },
  });

  app.put('/booking-settings', {
    schema: { tags, security, body: bookingSettingsBodySchema, response: { 200: ok(bookingSettingsSchema), ...errors(400, 401, 403, 404, 409, 422) } },
    preValidation: authorize(deps, 'settings:manage'),
    handler: async (request) => {
      const scope = scopeOf(request);
      return {
        data: await saveBookingSettings(deps.db, { accountId: scope.accountId, timezone: shopTimezone(scope.account.preferences), body: request.body }),
      };
    },
  });
}
