import type { Role } from '@atelier/contracts';
import { can, type Permission } from '@atelier/contracts/permissions';
import type { EnforcedFeature } from '@atelier/contracts/plans';
import { IconReceiptTax, IconSettings, IconUsersGroup } from '@tabler/icons-react';
import type { MenuEntry, MenuIcon } from '../../shared/manifest/FeatureManifest';
import { mayOpen } from '../../shared/permissions/mayOpen';
import { createAddress } from '../../shared/routing/useCreateFlag';

/** A page the palette goes to: `label` is a first-screen text key. */
export interface PalettePage {
  to: string;
  label: string;
  icon: MenuIcon;
  permission?: Permission;
  /** A page of the settings menu: named with « Paramètres » in the palette, since several share a main page's name (Véhicules, Bons de travail, Services). */
  inSettings?: true;
}

/**
 * Pages that have no menu entry of their own: the settings home and the reports reached through
 * the report page's switch. Each is a route of a manifest with the same permission (a test checks).
 */
export const EXTRA_PAGES: readonly PalettePage[] = [
  { to: '/reports/technicians', label: 'palette.page.productivity', icon: IconUsersGroup, permission: 'timelog:all' },
  { to: '/reports/taxes', label: 'palette.page.taxes', icon: IconReceiptTax, permission: 'invoices:finalize' },
  { to: '/settings', label: 'nav.settings', icon: IconSettings },
];

/**
 * Every page a role may open (shell spec §2, command palette): the features' menu entries (main
 * menu, then the pages without an entry, then the settings menu), each address once.
 */
export function palettePages(role: Role | undefined, menu: readonly MenuEntry[]): PalettePage[] {
  const main = menu.filter((entry) => entry.place === 'main');
  const settings = menu.filter((entry) => entry.place !== 'main');
  const seen = new Set<string>();
  return [...main, ...EXTRA_PAGES, ...settings]
    .filter((page) => mayOpen(role, page))
    .filter((page) => !seen.has(page.to) && !!seen.add(page.to))
    .map((page) => ({
      to: page.to,
      label: page.label,
      icon: page.icon,
      ...(page.permission && { permission: page.permission }),
      ...('place' in page && page.place !== 'main' && { inSettings: true as const }),
    }));
}

export type PaletteActionId = 'newWorkorder' | 'newCustomer' | 'newVehicle' | 'clockIn' | 'clockOut' | 'newInvoice' | 'newAppointment';

export interface PaletteAction {
  id: PaletteActionId;
  permission: Permission;
  /** The list page that opens its creation form from `?new=1`; none: done in place (the clock). */
  to?: string;
  /** A plan may lack it (issue 16): the upgrade prompt instead. */
  feature?: EnforcedFeature;
}

/** The palette's actions, in their order; each does what the page's own button does. */
export const ACTIONS: readonly PaletteAction[] = [
  { id: 'newWorkorder', permission: 'worksheets:work', to: createAddress('/worksheets') },
  { id: 'newCustomer', permission: 'customers:work', to: createAddress('/customers') },
  { id: 'newVehicle', permission: 'customers:work', to: createAddress('/mechs') },
  { id: 'clockIn', permission: 'worksheets:work', feature: 'timeTracking' },
  { id: 'clockOut', permission: 'worksheets:work' },
  { id: 'newInvoice', permission: 'worksheets:work', to: createAddress('/invoices'), feature: 'invoicing' },
  { id: 'newAppointment', permission: 'worksheets:work', to: createAddress('/events'), feature: 'scheduling' },
];

/**
 * The actions a role may take. `clockRunning`: whether the user's clock runs (clock out) or not
 * (clock in); null while unknown, neither then.
 */
export function paletteActions(role: Role | undefined, { clockRunning }: { clockRunning: boolean | null }): PaletteAction[] {
  return ACTIONS.filter((action) => {
    if (!role || !can(role, action.permission)) return false;
    if (action.id === 'clockIn') return clockRunning === false;
    if (action.id === 'clockOut') return clockRunning === true;
    return true;
  });
}
