import type { FastifyBaseLogger, FastifyInstance, FastifyReply, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@atelier/contracts';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** `{ data: … }`: the shape of every success body. */
export function ok<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/**
 * Answers `{ data: … }` whose data is JSON text already (built by PostgreSQL for the large lists):
 * sent as it is instead of parsed and serialised again. The route's response schema still
 * documents it, and the API tests parse these answers with the same schema.
 */
export function sendJsonData(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(`{"data":${json}}`);
}

/** Error answers documented on a route (the body is always the error object). */
export function errors(...statuses: (400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503)[]) {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;
}
