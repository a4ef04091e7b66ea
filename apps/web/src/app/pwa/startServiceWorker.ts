/** The customer's page of an invoice (#/invoices/{uuid}/view): a visitor, not a user of the app. */
const CUSTOMER_VIEW = /^#\/invoices\/[^/?]+\/view(?:[/?]|$)/;

/**
 * Whether this page registers the service worker: production builds only (the dev server has no
 * worker), browsers that have them, and not the customer's invoice page, whose visitor never
 * installs the app. Print pages do register: they are the shop's own users on the app's origin,
 * and the worker only answers the app's page and hashed files (their notice is hidden on paper).
 */
export function shouldRegisterServiceWorker(production: boolean, location: Pick<Location, 'hash'>, hasWorkers: boolean): boolean {
  return production && hasWorkers && !CUSTOMER_VIEW.test(location.hash);
}

/** Runs `start` once the page has loaded: the worker and its precache never compete with the first screen. */
export function afterPageLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    start();
    return () => {};
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}
