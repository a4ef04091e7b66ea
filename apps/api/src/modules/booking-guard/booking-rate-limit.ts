import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { hitLimit, tooManyRequests, type Limit } from '../../http/rate-limit.js';

/*
 * Rate limits of the public booking calls (issue 15 "Abuse: rate limits per IP and per shop"),
 * counted in PostgreSQL (shared by every server instance). Reads are cheap and many (the widget
 * asks the availability of each day the customer looks at); writes (holds, codes, bookings, moves)
 * are few per visitor, and a shop's total caps what many addresses together can do to it.
 */
export const BOOKING_LIMITS = {
  readPerIp: { max: 120, windowSeconds: 60 },
  writePerIp: { max: 20, windowSeconds: 10 * 60 },
  writePerShop: { max: 200, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export type BookingCallKind = 'read' | 'write';

/** The limits a call counts against: per IP, and per shop (its slug) for writes. */
export function bookingLimitChecks(kind: BookingCallKind, ip: string, slug: string | undefined): { key: string; limit: Limit }[] {
  if (kind === 'read') return [{ key: `booking:read:ip:${ip}`, limit: BOOKING_LIMITS.readPerIp }];
  return [
    { key: `booking:write:ip:${ip}`, limit: BOOKING_LIMITS.writePerIp },
    ...(slug ? [{ key: `booking:write:shop:${slug.toLowerCase()}`, limit: BOOKING_LIMITS.writePerShop }] : []),
  ];
}

/**
 * A Fastify preHandler for a public booking route: counts the call against its limits and answers
 * 429 ERR_TOO_MANY_REQUESTS with Retry-After once one is over. Every call counts, refused or not.
 */
export function bookingRateLimit(kind: BookingCallKind, deps: { db: DbOrTx }) {
  return async (request: FastifyRequest): Promise<void> => {
    const slug = (request.params as { slug?: unknown } | undefined)?.slug;
    let retryAfter = 0;
    for (const { key, limit } of bookingLimitChecks(kind, request.ip, typeof slug === 'string' ? slug : undefined)) {
      const hit = await hitLimit(deps.db, key, limit);
      if (hit.count > limit.max) retryAfter = Math.max(retryAfter, hit.retryAfter);
    }
    if (retryAfter > 0) throw tooManyRequests(retryAfter);
  };
}
