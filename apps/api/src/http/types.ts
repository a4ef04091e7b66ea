import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@atelier/contracts';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** `{ data: … }`: the shape of every success body. */
export function ok<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Error answers documented on a route (the body is always the error object). */
export function errors(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503)[]) {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;
}
