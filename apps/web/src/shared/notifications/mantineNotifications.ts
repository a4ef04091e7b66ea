// @mantine/notifications behind a module of ours, lazy-loaded by notificationsModule.ts: its
// stylesheets are imported here (build/mantineStyles.ts), so they come with the first toast too.
export { Notifications, notifications, notificationsStore } from '@mantine/notifications';
