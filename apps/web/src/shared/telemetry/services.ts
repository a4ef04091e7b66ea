/**
 * The optional services /api/health names (issue 17), checked without zod (first screen): each
 * is absent unless the server is configured with it, and then the web app never loads its code.
 */
export type TelemetryServices = {
  errorReporting?: { dsn: string };
  analytics?: { key: string; host: string };
};

const HTTP_URL = /^https?:\/\/[^\s/?#]+/i;

function objectOf(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

export function telemetryServicesFrom(health: unknown): TelemetryServices {
  const data = objectOf(health);
  const services: TelemetryServices = {};
  const dsn = objectOf(data?.errorReporting)?.dsn;
  if (typeof dsn === 'string' && HTTP_URL.test(dsn)) services.errorReporting = { dsn };
  const analytics = objectOf(data?.analytics);
  if (typeof analytics?.key === 'string' && analytics.key && typeof analytics.host === 'string' && HTTP_URL.test(analytics.host)) {
    services.analytics = { key: analytics.key, host: analytics.host };
  }
  return services;
}
