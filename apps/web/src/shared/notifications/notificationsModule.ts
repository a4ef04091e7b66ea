type NotificationsModule = typeof import('./mantineNotifications');

let loading: Promise<NotificationsModule> | null = null;
let requested = false;
const listeners = new Set<() => void>();

/**
 * @mantine/notifications (and its transition and scroll-lock code) is fetched with the first
 * toast rather than with the first screen: most visits to the sign-in page never show one.
 */
export function loadNotifications(): Promise<NotificationsModule> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  loading ??= import('./mantineNotifications');
  return loading;
}

/** Whether a toast was asked for, so the host knows when to mount the container. */
export const notificationsRequest = {
  get: () => requested,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
