import { sql } from 'drizzle-orm';
import { APP_RELEASE, healthSchema, readinessSchema, type ClientServices } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { errors, ok, type App } from '../../http/types.js';
import { databaseUnavailable } from './health-errors.js';

const tags = ['health'];

/** The optional services the web app may use; a part is absent when its variable is unset (issue 17). */
function clientServices(config: AppDeps['config']): ClientServices {
  return {
    ...(config.chatUrl && { chatUrl: config.chatUrl }),
    ...(config.posthog && { analytics: config.posthog }),
    ...(config.sentryDsn && { errorReporting: { dsn: config.sentryDsn } }),
  };
}

export function healthRoutes(app: App, deps: AppDeps): void {
  app.get('/health', {
    schema: { tags, response: { 200: ok(healthSchema) } },
    handler: async () => ({ data: { version: APP_RELEASE, supportEmail: deps.config.supportEmail, ...clientServices(deps.config) } }),
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
