/** How often the waiting version is asked again to take over while the page still waits for it. */
export const SKIP_WAITING_RETRY_MS = 2_000;
/** After this long without the new version in control, the page reloads anyway: never a button busy forever. */
export const UPDATE_RELOAD_FALLBACK_MS = 15_000;

/**
 * « Mettre à jour » (shell spec §2 "Offline update"): tells the waiting worker to take over
 * (SKIP_WAITING, which the generated worker listens for) and reloads the page once it does.
 *
 * Chromium activates a worker that skipped waiting only once the old one is idle; one CI run saw
 * the message arrive while the old worker was busy and the new one stay waiting for more than 20
 * seconds. So the message is sent again every SKIP_WAITING_RETRY_MS while a version still waits,
 * the page also reloads when the new worker reports itself activated (in case controllerchange
 * was missed), and after UPDATE_RELOAD_FALLBACK_MS it reloads anyway: at worst into the old
 * version, which offers the update again.
 */
export function applyUpdate(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  // Already taken over meanwhile (from another tab): the page only has to reload into it.
  if (!waiting) return window.location.reload();
  const ask = () => registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  const retry = setInterval(ask, SKIP_WAITING_RETRY_MS);
  const fallback = setTimeout(() => reload(), UPDATE_RELOAD_FALLBACK_MS);
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    clearInterval(retry);
    clearTimeout(fallback);
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload);
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') reload();
  });
  ask();
}
