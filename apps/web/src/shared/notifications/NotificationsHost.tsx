import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_LIMIT } from '@atelier/contracts/constants';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadNotifications, notificationsRequest } from './notificationsModule';

const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

/** Mantine's toast container (limit 3, 3 s), mounted once the first toast is requested. */
export function NotificationsHost() {
  const requested = useSyncExternalStore(notificationsRequest.subscribe, notificationsRequest.get);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={NOTIFICATION_LIMIT} autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="top-right" />
    </Suspense>
  );
}
