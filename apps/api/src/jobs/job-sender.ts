/** What code needs to queue a one-off job (the runner's `send`). */
export type JobSender = { send: (name: string, data?: object) => Promise<string | null> };

/**
 * A sender handed to the app before the runner exists (main.ts builds the app, then starts the
 * runner, then listens): bound once the runner is up, so no request can reach it unbound.
 */
export function lateJobSender(): JobSender & { bind: (runner: JobSender) => void } {
  let runner: JobSender | undefined;
  return {
    send: (name, data) => {
      if (!runner) throw new Error(`job ${name}: the job runner is not started`);
      return runner.send(name, data);
    },
    bind: (target) => {
      runner = target;
    },
  };
}
