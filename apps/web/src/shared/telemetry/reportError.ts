/**
 * Where the web app sends failures that no screen shows (issue 17, shell spec §1 and §8: the
 * offline-update mechanism's failures). The error-reporting service registers itself here once
 * it is configured (SENTRY_DSN); until then, or without it, a failure is only logged, so the
 * callers never import the service and nothing is sent when it is unset.
 */
export type ErrorReporter = (error: unknown, context: Record<string, string>) => void;

let reporter: ErrorReporter | undefined;

export function setErrorReporter(next: ErrorReporter | undefined): void {
  reporter = next;
}

export function reportError(error: unknown, context: Record<string, string> = {}): void {
  console.error(error, context);
  reporter?.(error, context);
}
