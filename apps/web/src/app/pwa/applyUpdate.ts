/** How often the waiting version is asked again to take over while the page still waits for it. */
export const SKIP_WAITING_RETRY_MS = 2_000;
/** After this long without the new version in control, the page reloads: a navigation has the browser activate it. */
export const UPDATE_RELOAD_FALLBACK_MS = 5_000;

/**
 * « Mettre à jour » (shell spec §2 "Offline update"): tells the waiting worker to take over
 * (SKIP_WAITING, which the generated worker listens for) and reloads the page once it does.
 *
 * Chromium activates a worker that skipped waiting only once the old one is idle, and a page that
 * keeps fetching through the old one (the e2e spec polled it every second) can keep it busy for
 * as long as it goes on. So the message is sent again every SKIP_WAITING_RETRY_MS while a version
 * still waits, and after UPDATE_RELOAD_FALLBACK_MS the page reloads anyway: Chromium activates
 * the waiting version when a navigation starts (seen 0.2 s after it), and at worst the page
 * reloads into the old version, which offers the update again.
 *
 * That activation can cancel the very navigation the old worker was answering (seen: the reload
 * failed and the page stayed, busy, under the new version). So the page reloads when the new
 * version takes control (controllerchange, or the worker reporting itself activated in case that
 * event was missed) even if the fallback's reload has already begun; once, not twice.
 */
export function applyUpdate(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  // Already taken over meanwhile (from another tab): the page only has to reload into it.
  if (!waiting) return window.location.reload();
  const ask = () => registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  const retry = setInterval(ask, SKIP_WAITING_RETRY_MS);
  const fallback = setTimeout(() => {
    clearInterval(retry);
    window.location.reload();
  }, UPDATE_RELOAD_FALLBACK_MS);
  let tookOver = false;
  const reloadIntoNewVersion = () => {
    if (tookOver) return;
    tookOver = true;
    clearInterval(retry);
    clearTimeout(fallback);
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reloadIntoNewVersion);
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') reloadIntoNewVersion();
  });
  ask();
}
