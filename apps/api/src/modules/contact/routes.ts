import { contactBodySchema, contactResultSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { sendQuestion } from './send-question.js';

export function contactRoutes(app: App, deps: AppDeps): void {
  // The help button's question dialog (shell §2, §7).
  app.post('/contact', {
    schema: {
      tags: ['contact'],
      security: [{ bearer: [] }],
      body: contactBodySchema,
      response: { 200: ok(contactResultSchema), ...errors(400, 401, 403, 429, 503) },
    },
    preHandler: authorize(deps, 'support:contact'),
    handler: async (request) => ({ data: await sendQuestion(deps, { ...scopeOf(request), message: request.body.message, log: request.log }) }),
  });
}
