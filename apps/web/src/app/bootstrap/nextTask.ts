/**
 * Settles in a task of its own: what follows runs after the browser has had the main thread back
 * (a paint, an input, a network callback). A phone's main thread then has no single long task
 * where the start's code used to run in one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
