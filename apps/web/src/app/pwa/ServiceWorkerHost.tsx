import { useEffect, useState, type ComponentType } from 'react';
import { afterPageLoad, shouldRegisterServiceWorker } from './startServiceWorker';

/**
 * The installable app's worker and its update notice (issue 17). The registration and the notice
 * come in one lazy chunk loaded after the page's load event.
 */
export function ServiceWorkerHost() {
  const [Notice, setNotice] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!shouldRegisterServiceWorker(import.meta.env.PROD, window.location, 'serviceWorker' in navigator)) return;
    let cancelled = false;
    let stop = () => {};
    const cancelLoad = afterPageLoad(() => {
      import('./registerServiceWorker')
        .then((pwa) => {
          if (cancelled) return;
          stop = pwa.registerServiceWorker();
          setNotice(() => pwa.UpdateNotice);
        })
        .catch(() => {
          // The chunk did not arrive (offline, a release replaced it): the next load tries again.
        });
    });
    return () => {
      cancelled = true;
      cancelLoad();
      stop();
    };
  }, []);
  return Notice ? <Notice /> : null;
}
