import { reportError } from '../../shared/telemetry/reportError';
import { applyUpdate } from './applyUpdate';
import { backOnline, pageVisibleAgain } from './resumeSources';
import { scheduleUpdateChecks } from './scheduleUpdateChecks';
import { offerUpdate, withdrawUpdate } from './updateOffer';
import { unregisterServiceWorkers } from './unregisterServiceWorkers';

// The notice comes in this chunk, loaded after the page's load event: when a new release is on the
// server, the running version's lazy chunks may be gone from it; this one is already here.
export { UpdateNotice } from './UpdateNotice';

/** The worker written by the build (build/pwa.ts) at the root of the app. */
const WORKER_URL = '/sw.js';
const AREA = { area: 'offline-update' };

/**
 * Registers the service worker and keeps it up to date (issue 17, shell spec §2 "Offline update"):
 * a new version installed while another controls the page is offered for 30 seconds; « Mettre à
 * jour » has it take over and reloads (applyUpdate.ts). Checks every 60 minutes and when the page
 * becomes visible or the browser is back online. A registration or update failure is reported,
 * then every worker is unregistered (§8). Answers the function that stops the checks.
 *
 * The browser's API directly rather than workbox-window: this page lives for hours and sees
 * several releases, and workbox-window stops following updates after the first one it did not
 * start itself (its "external" worker); its register() also throws when a browser refuses
 * registration silently (a blocked context answers no registration).
 */
export function registerServiceWorker(): () => void {
  let stopChecks = () => {};
  let stopped = false;
  const stop = () => {
    stopped = true;
    stopChecks();
  };

  const fail = async (error: unknown) => {
    // A check that could not reach the server is no failure of the update: the next one tries again.
    if (!(await serverAnswers())) return;
    stop();
    reportError(error, AREA);
    await unregisterServiceWorkers().catch((unregisterError: unknown) => reportError(unregisterError, AREA));
  };

  const offerIfWaiting = (registration: ServiceWorkerRegistration) => {
    // Only an update is offered: the first install takes over without asking (nothing controls the page).
    if (stopped || !registration.waiting || !navigator.serviceWorker.controller) return;
    offerUpdate({
      apply: () => {
        withdrawUpdate();
        applyUpdate(registration);
      },
    });
  };

  // Every update found, whoever found it (this page's check, another tab's, the browser's own):
  // offered once installed. A worker that fails to install becomes redundant and is never offered.
  const watchUpdates = (registration: ServiceWorkerRegistration) => {
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offerIfWaiting(registration);
      });
    });
  };

  navigator.serviceWorker
    .register(WORKER_URL, { scope: '/' })
    .then((registration: ServiceWorkerRegistration | undefined) => {
      // No registration and no error: the browser declined (a blocked context); nothing to follow.
      if (stopped || !registration) return;
      watchUpdates(registration);
      // Installed before this page loaded (its notice missed or timed out): offered again now.
      offerIfWaiting(registration);
      stopChecks = scheduleUpdateChecks(() => {
        if (stopped) return;
        // A version still waiting after its notice timed out is offered again at the next check.
        registration.update().then(
          () => offerIfWaiting(registration),
          (error: unknown) => void fail(error),
        );
      }, [pageVisibleAgain, backOnline]);
    })
    .catch((error: unknown) => void fail(error));

  return stop;
}

/** Whether the server answers at all (any status): tells an unreachable server from a broken worker. */
async function serverAnswers(): Promise<boolean> {
  try {
    await fetch(WORKER_URL, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
