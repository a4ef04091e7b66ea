import { IconCalendarCog } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// Technicians read these settings (the calendar's hours and bays); only settings:manage saves them (the page is read-only otherwise).
export const routes: readonly FeatureRoute[] = [
  {
    path: 'settings/booking',
    mount: 'shell',
    intl: 'formats',
    permission: 'worksheets:work',
    page: pageWithTexts(() => import('./pages/BookingSettingsPage').then((m) => m.BookingSettingsPage), 'admin'),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'workspace', to: '/settings/booking', order: 55, label: 'bookingSettings.nav', icon: IconCalendarCog, permission: 'worksheets:work' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'booking',
    group: 'workspaces',
    order: 55,
    to: '/settings/booking',
    permission: 'worksheets:work',
    icon: IconCalendarCog,
    title: 'settings.card.booking.title',
    description: 'settings.card.booking.body',
  },
];
