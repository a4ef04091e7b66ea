import { NOTIFICATION_LIMIT } from '@atelier/contracts/constants';
import type { NotificationData } from '@mantine/notifications';
import { loadNotifications } from './notificationsModule';

/**
 * Shows a toast. Beyond NOTIFICATION_LIMIT the oldest one is dropped (shell spec §4) rather than
 * queued, so the newest message is always visible at once.
 */
export function notify(data: NotificationData): void {
  void loadNotifications().then(({ notifications, notificationsStore }) => {
    const shown = notificationsStore.getState().notifications;
    const excess = shown.length - NOTIFICATION_LIMIT + 1;
    for (const old of shown.slice(0, Math.max(0, excess))) {
      if (old.id) notifications.hide(old.id);
    }
    notifications.show(data);
  });
}
