/**
 * Wraps an async task so that concurrent callers share one run: ten requests that all meet an
 * expired access token trigger a single refresh (a second refresh would reuse a rotated token).
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    if (!running) {
      running = task().finally(() => {
        running = null;
      });
    }
    return running;
  };
}
