import {
  availabilityQuerySchema,
  availabilitySchema,
  bookingBodySchema,
  bookingCreatedSchema,
  bookingMoveBodySchema,
  bookingSlugParamsSchema,
  bookingTokenParamsSchema,
  holdBodySchema,
  holdSchema,
  publicBookingSchema,
  publicShopSchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { errors, ok, type App } from '../../http/types.js';
import { bookingRateLimit } from '../booking-guard/booking-rate-limit.js';
import { cancelBooking } from './cancel-booking.js';
import { createBooking } from './create-booking.js';
import { createHold } from './create-hold.js';
import { getAvailability } from './get-availability.js';
import { getBooking } from './get-booking.js';
import { getPublicShop } from './get-public-shop.js';
import { moveBooking } from './move-booking.js';

const tags = ['public booking'];

/**
 * The public booking widget's calls (issue 15): no account, a shop named by its slug, a booking by
 * the secret token of its mail's link; rate-limited per IP (and per shop for writes). Nothing is
 * cached (availability changes by the minute; a token is in the URL).
 */
export function bookingRoutes(app: App, deps: AppDeps): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex, nofollow');
    });
    const routes = scope as unknown as App;
    const read = bookingRateLimit('read', deps);
    const write = bookingRateLimit('write', deps);

    routes.get('/public/shops/:slug', {
      schema: { tags, params: bookingSlugParamsSchema, response: { 200: ok(publicShopSchema), ...errors(400, 404, 429) } },
      preHandler: read,
      handler: async (request) => ({ data: await getPublicShop(deps.db, request.params.slug) }),
    });

    routes.get('/public/shops/:slug/availability', {
      schema: { tags, params: bookingSlugParamsSchema, querystring: availabilityQuerySchema, response: { 200: ok(availabilitySchema), ...errors(400, 404, 429) } },
      preHandler: read,
      handler: async (request) => ({ data: await getAvailability(deps.db, { slug: request.params.slug, ...request.query }) }),
    });

    routes.post('/public/shops/:slug/holds', {
      schema: { tags, params: bookingSlugParamsSchema, body: holdBodySchema, response: { 201: ok(holdSchema), ...errors(400, 402, 404, 409, 429) } },
      preHandler: write,
      handler: async (request, reply) => reply.code(201).send({ data: await createHold(deps.db, { slug: request.params.slug, ...request.body }, deps) }),
    });

    routes.post('/public/shops/:slug/bookings', {
      schema: { tags, params: bookingSlugParamsSchema, body: bookingBodySchema, response: { 201: ok(bookingCreatedSchema), ...errors(400, 402, 404, 409, 422, 429) } },
      preHandler: write,
      handler: async (request, reply) => reply.code(201).send({ data: await createBooking(deps, request.params.slug, request.body, request.log) }),
    });

    routes.get('/public/bookings/:token', {
      schema: { tags, params: bookingTokenParamsSchema, response: { 200: ok(publicBookingSchema), ...errors(400, 404, 429) } },
      preHandler: read,
      handler: async (request) => ({ data: await getBooking(deps.db, request.params.token) }),
    });

    routes.patch('/public/bookings/:token', {
      schema: { tags, params: bookingTokenParamsSchema, body: bookingMoveBodySchema, response: { 200: ok(publicBookingSchema), ...errors(400, 404, 409, 429) } },
      preHandler: write,
      handler: async (request) => ({ data: await moveBooking(deps, request.params.token, request.body.start, request.log) }),
    });

    routes.delete('/public/bookings/:token', {
      schema: { tags, params: bookingTokenParamsSchema, response: { 200: ok(publicBookingSchema), ...errors(400, 404, 409, 429) } },
      preHandler: write,
      handler: async (request) => ({ data: await cancelBooking(deps, request.params.token, request.log) }),
    });
  });
}
