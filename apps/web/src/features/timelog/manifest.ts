import { IconClockHour4 } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// The timesheet (workshop §2 "Timesheet list"): everyone who works on work orders sees their own
// time; timelog:all sees everyone's (the page and the server both follow it).
export const routes: readonly FeatureRoute[] = [
  {
    path: 'timelog',
    mount: 'shell',
    intl: 'formats',
    permission: 'worksheets:work',
    page: pageWithTexts(() => import('./pages/TimesheetPage').then((m) => m.TimesheetPage)),
  },
];
// Shell §2: "timelog" in the main menu (after the work orders) and "timelogs" in the settings menu.
export const menu: readonly MenuEntry[] = [
  { place: 'main', to: '/timelog', order: 25, label: 'timelog.nav', icon: IconClockHour4, permission: 'worksheets:work' },
  { place: 'activity', to: '/timelog', order: 95, label: 'timelog.settingsNav', icon: IconClockHour4, permission: 'worksheets:work' },
];
export const settingsCards: readonly SettingsCard[] = [];
