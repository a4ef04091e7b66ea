import { IconListCheck, IconSubtask } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

export const routes: readonly FeatureRoute[] = [
  {
    path: 'settings/workorders',
    mount: 'shell',
    permission: 'settings:manage',
    page: pageWithTexts(() => import('./pages/WorkOrderSettingsPage').then((m) => m.WorkOrderSettingsPage), 'admin'),
  },
  {
    path: 'settings/tasks',
    mount: 'shell',
    permission: 'settings:manage',
    page: pageWithTexts(() => import('./pages/ServicesSettingsPage').then((m) => m.ServicesSettingsPage), 'admin'),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'workspace', to: '/settings/workorders', order: 80, label: 'statuses.nav.workorders', icon: IconListCheck, permission: 'settings:manage' },
  { place: 'workspace', to: '/settings/tasks', order: 90, label: 'statuses.nav.tasks', icon: IconSubtask, permission: 'settings:manage' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'workorders',
    group: 'workspaces',
    order: 80,
    to: '/settings/workorders',
    permission: 'settings:manage',
    icon: IconListCheck,
    title: 'settings.card.workorders.title',
    description: 'settings.card.workorders.body',
  },
  {
    id: 'tasks',
    group: 'workspaces',
    order: 90,
    to: '/settings/tasks',
    permission: 'settings:manage',
    icon: IconSubtask,
    title: 'settings.card.tasks.title',
    description: 'settings.card.tasks.body',
  },
];
