/**
 * Where the server sends the failures nobody asked for (issue 17): the 5xx answers of the error
 * handler and failed background jobs. Error reporting (Sentry, only when SENTRY_DSN is set)
 * registers itself here at boot; until then, and without it, nothing is sent, so the callers never
 * import the service. Tests register a function to see what would be reported.
 */
export type ServerErrorReporter = (error: unknown, tags: Record<string, string>) => void;

let reporter: ServerErrorReporter | undefined;

export function setServerErrorReporter(next: ServerErrorReporter | undefined): void {
  reporter = next;
}

/** Never throws: a failing reporter must not change the answer or the job's outcome. */
export function reportServerError(error: unknown, tags: Record<string, string>): void {
  try {
    reporter?.(error, tags);
  } catch {
    // the report is lost, the request or job goes on
  }
}
