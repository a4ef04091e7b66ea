import { sql } from 'drizzle-orm';
import { APP_RELEASE, healthSchema, readinessSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { errors, ok, type App } from '../../http/types.js';
import { databaseUnavailable } from './health-errors.js';

const tags = ['health'];

export function healthRoutes(app: App, deps: AppDeps): void {
  app.get('/health', {
    schema: { tags, response: { 200: ok(healthSchema) } },
    handler: async () => ({ data: { version: APP_RELEASE, supportEmail: deps.config.supportEmail } }),
  });

  // The web app polls this on load, on visibility and on reconnection (shell spec §4 "Offline").
  // It names the database server, up (200) or down (503, detail `embeddedDatabase` or
  // `externalDatabase`): the embedded one is restarted by the server, an external one by its owner.
  const databaseServer = deps.config.databaseUrl ? ('external' as const) : ('embedded' as const);
  app.get('/readiness', {
    schema: { tags, response: { 200: ok(readinessSchema), ...errors(503) } },
    handler: async (request) => {
      try {
        await deps.db.execute(sql`SELECT 1`);
      } catch (err) {
        request.log.warn({ err }, 'database not ready');
        throw databaseUnavailable(databaseServer);
      }
      return { data: { database: 'ok' as const, databaseServer } };
    },
  });
}
