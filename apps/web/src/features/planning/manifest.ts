import { IconCalendarEvent } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';
import { PlanningNavBadge } from './components/PlanningNavBadge';

// Shell §2: /events, "events" in the main menu right after the work orders (workboard, worksheets, events, customers…).
export const routes: readonly FeatureRoute[] = [
  {
    path: 'events',
    mount: 'shell',
    intl: 'formats',
    permission: 'worksheets:work',
    page: pageWithTexts(() => import('./pages/PlanningPage').then((m) => m.PlanningPage)),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'main', to: '/events', order: 22, label: 'planning.nav', icon: IconCalendarEvent, permission: 'worksheets:work', badge: PlanningNavBadge },
];
export const settingsCards: readonly SettingsCard[] = [];
