import { APP_RELEASE } from '@atelier/contracts';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from '@atelier/contracts/telemetry-scrub';
import { setServerErrorReporter } from './reporter.js';

export type ServerErrorReporting = { flush: (timeoutMs: number) => Promise<void> };

/**
 * The options of the server's Sentry client (shell spec §1 release tag, §9 sample rates 1). No
 * default PII and nothing the client sent is collected (headers, cookies, bodies, query strings,
 * user); every event, span and breadcrumb is scrubbed once more (tokens in URLs) before it leaves.
 */
export function serverSentryOptions(dsn: string, environment: string) {
  return {
    dsn,
    release: APP_RELEASE,
    environment,
    sampleRate: 1,
    tracesSampleRate: 1,
    sendDefaultPii: false,
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend: <T>(event: T) => scrubEvent(event),
    beforeSendSpan: <T>(span: T) => scrubSpan(span),
    beforeBreadcrumb: <T>(breadcrumb: T) => scrubBreadcrumb(breadcrumb),
  };
}

/**
 * Starts Sentry for Node when SENTRY_DSN is set (main.ts): the package is imported only then, so
 * an install without it loads and sends nothing. Errors reach it through reportServerError only,
 * with their tags (correlation_id of the request, or the job's): the Fastify integration keeps
 * its tracing but captures nothing itself, so the catalogue's 4xx never leave.
 */
export async function startServerErrorReporting(dsn: string, environment: string): Promise<ServerErrorReporting> {
  const Sentry = await import('@sentry/node');
  Sentry.init({ ...serverSentryOptions(dsn, environment), integrations: [Sentry.fastifyIntegration({ shouldHandleError: () => false })] });
  setServerErrorReporter((error, tags) => {
    Sentry.captureException(error, { tags });
  });
  return {
    flush: async (timeoutMs) => {
      await Sentry.flush(timeoutMs).catch(() => false);
    },
  };
}
