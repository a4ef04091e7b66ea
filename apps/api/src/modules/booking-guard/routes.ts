import { z } from 'zod';
import {
  bookingSlugParamsSchema,
  calendarFeedSchema,
  challengeSchema,
  codeRequestBodySchema,
  codeRequestResultSchema,
  codeVerifyBodySchema,
  codeVerifyResultSchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import type { MailLanguage } from '../../mail/templates.js';
import { bookingRateLimit } from './booking-rate-limit.js';
import { ensureFeed, feedCalendar, feedUrl, rotateFeed } from './calendar-feed.js';
import { createChallenge } from './human-check.js';
import { requestCode } from './request-code.js';
import { shopBySlug } from './shop-by-slug.js';
import { verifyCode } from './verify-code.js';

/** The visitor's language from Accept-Language when it is French or English (the code mail's), else null (the shop's). */
function browserLanguage(header: string | undefined): MailLanguage | null {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : first.startsWith('fr') ? 'fr' : null;
}

const calendarFileParams = z.object({ file: z.string().max(100) });
const calendarResponse = z.unknown().meta({ description: 'The iCalendar feed', content: { 'text/calendar': { schema: { type: 'string' } } } });
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const tags = ['public'];

/**
 * The booking widget's guard calls, without authentication (issue 15 "Abuse"): the proof-of-work
 * challenge and the one-time codes, rate-limited per IP (and per shop for writes), never cached;
 * and the technicians' calendar feed: its address (signed in) and the feed itself (its secret token).
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

  app.post('/public/shops/:slug/codes', {
    schema: { tags, params: bookingSlugParamsSchema, body: codeRequestBodySchema, response: { 202: ok(codeRequestResultSchema), ...errors(400, 404, 429) } },
    preHandler: bookingRateLimit('write', deps),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const data = await requestCode(
        { ...deps, log: request.log },
        { slug: request.params.slug, email: request.body.email, altcha: request.body.altcha, language: browserLanguage(request.headers['accept-language']) },
      );
      return reply.code(202).send({ data });
    },
  });

  app.post('/public/shops/:slug/codes/verify', {
    schema: { tags, params: bookingSlugParamsSchema, body: codeVerifyBodySchema, response: { 200: ok(codeVerifyResultSchema), ...errors(400, 404, 422, 429) } },
    preHandler: bookingRateLimit('write', deps),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await verifyCode(deps, { slug: request.params.slug, email: request.body.email, code: request.body.code }) };
    },
  });

  const mayWork = authorize(deps, 'worksheets:work');
  const security = [{ bearer: [] }];
  const caller = (scope: ReturnType<typeof scopeOf>) => ({ accountId: scope.accountId, userId: scope.user.id });

  app.get('/events/feed', {
    schema: { tags: ['events'], security, response: { 200: ok(calendarFeedSchema), ...errors(401, 403) } },
    preHandler: mayWork,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: { url: feedUrl(deps.config, await ensureFeed(deps.db, caller(scopeOf(request)))) } };
    },
  });

  app.post('/events/feed', {
    schema: { tags: ['events'], security, response: { 200: ok(calendarFeedSchema), ...errors(401, 403) } },
    preHandler: mayWork,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: { url: feedUrl(deps.config, await rotateFeed(deps.db, caller(scopeOf(request)))) } };
    },
  });

  app.get('/public/calendar/:file', {
    schema: { tags, params: calendarFileParams, response: { 200: calendarResponse, ...errors(404, 429) } },
    preHandler: bookingRateLimit('read', deps),
    handler: async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const calendar = token ? await feedCalendar(deps.db, token) : null;
      if (!calendar) throw new AppError(404, 'ERR_NOT_FOUND');
      return reply
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Content-Disposition', 'inline; filename="planning.ics"')
        .type('text/calendar; charset=utf-8')
        .send(calendar);
    },
  });
}
