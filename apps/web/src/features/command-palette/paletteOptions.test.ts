import { describe, expect, it, vi } from 'vitest';
import { IconCar } from '@tabler/icons-react';
import { can } from '@atelier/contracts/permissions';
import type { MenuEntry } from '../../shared/manifest/FeatureManifest';
import { FEATURE_ROUTES } from '../../app/router/routeRegistry';
import { ALL_MENU } from '../../app/shell/menuRegistry';
import { ACTIONS, EXTRA_PAGES, paletteActions, palettePages } from './paletteOptions';
import { matchesQuery } from './paletteText';

const entry = (to: string, place: MenuEntry['place'], permission?: MenuEntry['permission']): MenuEntry => ({
  place,
  to,
  order: 1,
  label: `l${to}`,
  icon: IconCar,
  ...(permission && { permission }),
});

describe('palettePages', () => {
  const menu = [
    entry('/', 'main'),
    entry('/invoices', 'main', 'worksheets:work'),
    entry('/settings/users', 'workspace', 'users:read'),
    entry('/invoices', 'workspace', 'worksheets:work'),
  ];

  it('lists the main menu, then the pages without an entry, then the settings menu, each address once', () => {
    expect(palettePages('FULL_ADMIN', menu).map((page) => page.to)).toEqual(['/', '/invoices', '/reports/technicians', '/reports/taxes', '/settings', '/settings/users']);
  });

  it('follows the role matrix', () => {
    expect(palettePages('EMPLOYEE', menu).map((page) => page.to)).toEqual(['/', '/invoices', '/settings']);
    expect(palettePages('GUEST', menu).map((page) => page.to)).toEqual(['/', '/settings']);
    expect(palettePages(undefined, menu)).toEqual([]);
  });

  it("offers, with the app's real menus, every page a role's menus show and no page its route refuses", () => {
    for (const role of ['FULL_ADMIN', 'ADMINISTRATOR', 'EMPLOYEE', 'GUEST'] as const) {
      const pages = palettePages(role, ALL_MENU).map((page) => page.to);
      const menuPages = ALL_MENU.filter((e) => !e.permission || can(role, e.permission)).map((e) => e.to);
      expect(pages, role).toEqual(expect.arrayContaining(menuPages));
      for (const to of pages) {
        const route = FEATURE_ROUTES.find((r) => `/${r.path}` === to || (r.path === '' && to === '/'));
        expect(route, to).toBeDefined();
        expect(!route!.permission || can(role, route!.permission), `${role} ${to}`).toBe(true);
      }
    }
    // The settings pages, the reports, billing and the profile (issue 17's list).
    expect(palettePages('FULL_ADMIN', ALL_MENU).map((page) => page.to)).toEqual(
      expect.arrayContaining(['/settings', '/reports', '/reports/technicians', '/reports/taxes', '/settings/billing', '/settings/account/profile', '/settings/users']),
    );
    expect(palettePages('EMPLOYEE', ALL_MENU).map((page) => page.to)).not.toEqual(expect.arrayContaining(['/settings/users']));
  });

  it('keeps the design showcase (/ui) to the owner in production, as the menus do', () => {
    vi.stubEnv('DEV', false);
    expect(palettePages('FULL_ADMIN', ALL_MENU).map((page) => page.to)).toContain('/ui');
    for (const role of ['ADMINISTRATOR', 'EMPLOYEE', 'GUEST'] as const)
      expect(
        palettePages(role, ALL_MENU).map((page) => page.to),
        role,
      ).not.toContain('/ui');
    vi.unstubAllEnvs();
  });

  it('declares each extra page with the permission of its route', () => {
    for (const page of EXTRA_PAGES) {
      const route = FEATURE_ROUTES.find((r) => `/${r.path}` === page.to);
      expect(route?.permission, page.to).toBe(page.permission);
    }
  });
});

describe('paletteActions', () => {
  const ids = (role: Parameters<typeof paletteActions>[0], clockRunning: boolean | null) => paletteActions(role, { clockRunning }).map((action) => action.id);

  it('offers the creations and the clock to who works on work orders; clock in or out by the clock', () => {
    expect(ids('EMPLOYEE', false)).toEqual(['newWorkorder', 'newCustomer', 'newVehicle', 'clockIn', 'newInvoice', 'newAppointment']);
    expect(ids('FULL_ADMIN', true)).toEqual(['newWorkorder', 'newCustomer', 'newVehicle', 'clockOut', 'newInvoice', 'newAppointment']);
    // The clock not known yet: neither.
    expect(ids('ADMINISTRATOR', null)).toEqual(['newWorkorder', 'newCustomer', 'newVehicle', 'newInvoice', 'newAppointment']);
  });

  it('offers nothing to a guest', () => {
    expect(ids('GUEST', false)).toEqual([]);
    expect(ids(undefined, false)).toEqual([]);
  });

  it('sends each creation to its list page with ?new=1, and names the plan feature of the gated ones', () => {
    expect(Object.fromEntries(ACTIONS.map((action) => [action.id, [action.to ?? null, action.feature ?? null]]))).toEqual({
      newWorkorder: ['/worksheets?new=1', null],
      newCustomer: ['/customers?new=1', null],
      newVehicle: ['/mechs?new=1', null],
      clockIn: [null, 'timeTracking'],
      clockOut: [null, null],
      newInvoice: ['/invoices?new=1', 'invoicing'],
      newAppointment: ['/events?new=1', 'scheduling'],
    });
  });
});

describe('matchesQuery', () => {
  it('ignores accents and case and needs every word somewhere', () => {
    expect(matchesQuery('vehic', 'Véhicules')).toBe(true);
    expect(matchesQuery('NOUVEAU cli', 'Nouveau client')).toBe(true);
    expect(matchesQuery('nouveau vehicule', 'Nouveau client', 'créer')).toBe(false);
    expect(matchesQuery('  ', 'anything')).toBe(true);
    expect(matchesQuery('x', null, undefined)).toBe(false);
  });
});

describe('palettePages of the settings menu', () => {
  it('marks the settings menu pages (their names repeat main pages: Véhicules, Bons de travail, Services)', () => {
    const menu = [entry('/mechs', 'main'), entry('/settings/vehicle', 'workspace'), entry('/settings/account/profile', 'account')];
    const pages = palettePages('FULL_ADMIN', menu);
    expect(pages.filter((page) => page.inSettings).map((page) => page.to)).toEqual(['/settings/vehicle', '/settings/account/profile']);
    expect(pages.find((page) => page.to === '/mechs')).not.toHaveProperty('inSettings');
    expect(pages.find((page) => page.to === '/settings')).not.toHaveProperty('inSettings');
  });
});
