import { vinDecodeSchema, vinParamsSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { decodeVin } from './decoder.js';
import { matchMakeModel } from './match-make-model.js';

export function vinRoutes(app: App, deps: AppDeps): void {
  // The vehicle form calls this when the 17th VIN character is typed (workshop §5).
  app.get('/vin/:serialNumber', {
    schema: {
      tags: ['vehicles'],
      security: [{ bearer: [] }],
      params: vinParamsSchema,
      response: { 200: ok(vinDecodeSchema), ...errors(400, 401, 403, 404) },
    },
    preHandler: authorize(deps, 'customers:work'),
    handler: async (request) => {
      const decoded = await decodeVin(deps.config.dataDir, request.params.serialNumber);
      return { data: await matchMakeModel(deps.db, { accountId: scopeOf(request).accountId, decoded }) };
    },
  });
}
