import * as Sentry from '@sentry/react';
import { webSentryOptions } from './options';
import { setErrorReporter } from './reportError';

/**
 * Loaded only when /api/health names error reporting (its own chunk, never on the first screen
 * otherwise): starts Sentry and makes reportError send there, its context as tags.
 */
export function startSentry(dsn: string): void {
  Sentry.init({ ...webSentryOptions(dsn), integrations: [Sentry.browserTracingIntegration()] });
  setErrorReporter((error, context) => {
    Sentry.captureException(error, { tags: context });
  });
}
