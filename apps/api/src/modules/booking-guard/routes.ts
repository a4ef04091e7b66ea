import { bookingSlugParamsSchema, challengeSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { errors, ok, type App } from '../../http/types.js';
import { bookingRateLimit } from './booking-rate-limit.js';
import { createChallenge } from './human-check.js';
import { shopBySlug } from './shop-by-slug.js';

const tags = ['public'];

/**
 * The booking widget's guard calls, without authentication (issue 15 "Abuse"): the proof-of-work
 * challenge (and, in chunk 2, one-time codes and the calendar feed). Rate-limited per IP; nothing
 * is cached (a challenge serves once).
 */
export function bookingGuardRoutes(app: App, deps: AppDeps): void {
  app.get('/public/shops/:slug/challenge', {
    schema: { tags, params: bookingSlugParamsSchema, response: { 200: ok(challengeSchema), ...errors(404, 429) } },
    preHandler: bookingRateLimit('read', deps),
    handler: async (request, reply) => {
      await shopBySlug(deps.db, request.params.slug);
      reply.header('Cache-Control', 'no-store');
      return { data: await createChallenge(deps.config) };
    },
  });
}
