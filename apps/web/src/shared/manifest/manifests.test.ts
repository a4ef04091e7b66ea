import type { Role } from '@atelier/contracts';
import { describe, expect, it, vi } from 'vitest';
import enCore from '../../i18n/bundles/enCore';
import frCore from '../../i18n/bundles/frCore';
import type { Tree } from '../../i18n/mergeTexts';
import type { FeatureManifest, FeatureRoute } from './FeatureManifest';
import { FEATURE_ROUTES } from '../../app/router/routeRegistry';
import { isActive, MAIN_MENU, SETTINGS_MENU } from '../../app/shell/menuRegistry';
import { mayOpen } from '../permissions/mayOpen';
import { visibleSettingsMenu } from '../../app/shell/settingsMenuSections';
import { SETTINGS_CARDS, visibleSettingsCards } from '../../features/settings/settingsCardRegistry';
import { manifestProblems } from './manifestRules';

// The features' manifests, whole, and each part as the router, the menus and the settings home read it.
const manifests = import.meta.glob<FeatureManifest>('../../features/*/manifest.ts', { eager: true });
const routes = FEATURE_ROUTES;
const mainMenu = MAIN_MENU;
const settingsMenu = SETTINGS_MENU;
const settingsCards = SETTINGS_CARDS;

const has = (tree: Tree, key: string) => {
  const value = key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  return typeof value === 'string';
};
const describeRoute = (route: FeatureRoute) =>
  `${route.mount} /${route.path} ${route.permission ?? '-'}${route.access ? ` ${route.access}` : ''}${'redirect' in route ? ` → ${route.redirect}` : ''}${'props' in route && route.props ? ` ${JSON.stringify(route.props)}` : ''}`;
const labels = (role: Role) => mainMenu.filter((entry) => mayOpen(role, entry)).map((entry) => entry.to);

describe('feature manifests', () => {
  it('each exports its routes, menus and settings cards, and nothing else (the registries import each part by name)', () => {
    for (const [path, manifest] of Object.entries(manifests)) {
      expect(Object.keys(manifest).sort(), path).toEqual(['menu', 'routes', 'settingsCards']);
      for (const value of Object.values(manifest)) expect(Array.isArray(value), path).toBe(true);
    }
  });

  it('agree with each other: one route per path, every link to a route of the shell with its permission', () => {
    expect(manifestProblems(manifests)).toEqual([]);
  });

  it('declare the route table of the shell spec (§2), each path with its mount, guard and redirect', () => {
    expect(routes.map(describeRoute).sort()).toEqual(
      [
        'public /signin -',
        'public /signup -',
        'public /lost-password -',
        'public /verify-email -',
        'public /404 -',
        'public /* -',
        'signedIn /worksheets/print/:uuid worksheets:work',
        'signedIn /worksheets/print worksheets:work → /worksheets',
        'signedIn /invoices/print/:uuid worksheets:work',
        'signedIn /invoices/print worksheets:work → /invoices',
        'public /invoices/:uuid/view -',
        'shell / -',
        'shell /settings -',
        'shell /settings/account/preferences profile:own',
        'shell /settings/account/profile profile:own',
        'shell /settings/users/:uuid profile:own',
        'shell /users/:uuid profile:own',
        'shell /settings/about -',
        'shell /settings/users users:read',
        'shell /users users:read',
        'shell /customers customers:work',
        'shell /customers/:uuid customers:work',
        'shell /events worksheets:work',
        'shell /mechs customers:work',
        'shell /mechs/:uuid customers:work',
        'shell /worksheets worksheets:work',
        'shell /worksheets/:uuid worksheets:work',
        'shell /services catalog:read {"kind":"SERVICE"}',
        'shell /products catalog:read {"kind":"PRODUCT"}',
        'shell /reports worksheets:work',
        'shell /timelog worksheets:work',
        'shell /invoices worksheets:work',
        'shell /invoices/:uuid worksheets:work',
        'shell /reports/taxes invoices:finalize',
        'shell /reports/technicians timelog:all',
        'shell /settings/api-tokens apiKeys:manage',
        'shell /settings/workspace settings:manage',
        'shell /settings/language settings:manage',
        'shell /settings/vehicle settings:manage',
        'shell /settings/workorders settings:manage',
        'shell /settings/tasks settings:manage',
        'shell /settings/invoice settings:manage',
        'shell /settings/booking worksheets:work',
        'shell /settings/support support:contact',
        'shell /settings/billing billing:manage',
        'shell /billing billing:manage',
        'shell /settings/plans billing:manage',
        'shell /ui - ownerOrDevelopment',
      ].sort(),
    );
  });

  it('order the main menu, and show each role only the entries it may open', () => {
    expect(mainMenu.map((entry) => entry.to)).toEqual([
      '/',
      '/worksheets',
      '/events',
      '/timelog',
      '/invoices',
      '/customers',
      '/mechs',
      '/services',
      '/products',
      '/reports',
    ]);
    expect(labels('ADMINISTRATOR')).toEqual(['/', '/worksheets', '/events', '/timelog', '/invoices', '/customers', '/mechs', '/services', '/products', '/reports']);
    expect(labels('EMPLOYEE')).toEqual(['/', '/worksheets', '/events', '/timelog', '/invoices', '/customers', '/mechs', '/services', '/products', '/reports']);
    expect(labels('GUEST')).toEqual(['/']);
  });

  it('group the settings menu in sections, only what the role may open', () => {
    // As in production: the design showcase (/ui) is the owner's there, everyone's in development.
    vi.stubEnv('DEV', false);
    const sections = (role: Role | undefined) =>
      visibleSettingsMenu(settingsMenu, role).map(({ section, entries }) => `${section}: ${entries.map((entry) => entry.to.replace('/settings/', '')).join(', ')}`);
    expect(sections('ADMINISTRATOR')).toEqual([
      'account: account/profile, account/preferences',
      'workspace: workspace, users, invoice, booking, api-tokens, vehicle, workorders, tasks, language',
      'activity: /services, /products, /timelog, /invoices',
      'help: support, about',
    ]);
    // Shell §2: "Settings menu links: services, timelogs, invoices, settings, products, logout, about, profile, users";
    // settings is the menu's « Vue d'ensemble » and logout its footer action (SettingsNavigation), the rest are entries.
    // Every technician reaches the services, products, timesheet ("timelogs") and invoices from the settings menu too.
    // Technicians read the booking settings (the calendar's hours and bays), read-only.
    // Plans and billing are the owner's (billing:manage, FULL_ADMIN only).
    expect(sections('FULL_ADMIN')[0]).toBe('account: account/profile, account/preferences, billing');
    expect(sections('EMPLOYEE')).toEqual([
      'account: account/profile, account/preferences',
      'workspace: booking',
      'activity: /services, /products, /timelog, /invoices',
      'help: support, about',
    ]);
    // Users: users:read (administrators and the owner); a guest keeps their account, support and About.
    expect(sections('EMPLOYEE').join()).not.toContain('users');
    expect(sections('GUEST')).toEqual(['account: account/profile, account/preferences', 'workspace: ', 'activity: ', 'help: support, about']);
    expect(sections(undefined)).toEqual(['account: ', 'workspace: ', 'activity: ', 'help: ']);
    expect(sections('FULL_ADMIN')[3]).toBe('help: support, about, /ui');
    vi.stubEnv('DEV', true);
    expect(sections('EMPLOYEE')[3]).toBe('help: support, about, /ui');
    vi.unstubAllEnvs();
  });

  it("link every page of the spec's settings menu (shell §2) for the owner, each once", () => {
    const links = visibleSettingsMenu(settingsMenu, 'FULL_ADMIN').flatMap(({ entries }) => entries.map((entry) => entry.to));
    // "services, timelogs, invoices, settings, products, logout, about, profile, users": settings (/settings) and
    // logout are SettingsNavigation's own link and action.
    for (const to of ['/services', '/timelog', '/invoices', '/products', '/settings/about', '/settings/account/profile', '/settings/users'])
      expect(
        links.filter((link) => link === to),
        to,
      ).toHaveLength(1);
    // A menu's labels tell its entries apart (the catalogue's services are not the services' statuses).
    const labelsOf = visibleSettingsMenu(settingsMenu, 'FULL_ADMIN').flatMap(({ entries }) => entries.map((entry) => entry.label));
    expect(new Set(labelsOf).size).toBe(labelsOf.length);
  });

  it('show an administrator every settings card, grouped as the workshop spec lists them', () => {
    const ids = (role: Role | undefined) => visibleSettingsCards(settingsCards, role).map(({ group, cards }) => `${group}: ${cards.map((card) => card.id).join(', ')}`);
    expect(ids('ADMINISTRATOR')).toEqual([
      'account: profile, preferences',
      'workspaces: workspace, users, invoice, booking, apiKeys, vehicle, workorders, tasks',
      'app: language',
      'help: support, about',
    ]);
    // A technician: their own account, the booking settings (read-only) and help; a guest: account and help; nothing without a role.
    expect(ids('FULL_ADMIN')[0]).toBe('account: profile, preferences, billing');
    expect(ids('EMPLOYEE')).toEqual(['account: profile, preferences', 'workspaces: booking', 'help: support, about']);
    expect(ids('GUEST')).toEqual(['account: profile, preferences', 'help: support, about']);
    expect(ids(undefined)).toEqual([]);
  });

  it('name menu labels, settings cards and their groups with first-screen texts, in both languages', () => {
    const core = { fr: frCore as Tree, en: enCore as Tree };
    for (const language of ['fr', 'en'] as const) {
      const menuLabels = [...mainMenu, ...settingsMenu].map((entry) => entry.label);
      expect(
        menuLabels.filter((key) => !has(core[language], key)),
        language,
      ).toEqual([]);
      // The settings home is a first screen: it comes without the settings pages' texts.
      const cardTexts = [...settingsCards.flatMap((card) => [card.title, card.description]), ...settingsCards.map((card) => `settings.group.${card.group}`)];
      expect(
        cardTexts.filter((key) => !has(core[language], key)),
        language,
      ).toEqual([]);
    }
  });
});

describe('manifestProblems', () => {
  const page = routes.find((route) => 'page' in route && route.path === 'reports') as FeatureRoute;
  const icon = mainMenu[0].icon;

  it('finds two features declaring one path', () => {
    const problems = manifestProblems({
      '../../features/a/manifest.ts': { routes: [{ ...page, path: 'reports' }] },
      '../../features/b/manifest.ts': { routes: [{ ...page, path: 'reports' }] },
    });
    expect(problems).toEqual(['/reports: declared by a and b']);
  });

  it('finds a menu entry or a settings card whose permission differs from its route', () => {
    const problems = manifestProblems({
      '../../features/a/manifest.ts': {
        routes: [{ ...page, path: 'reports', permission: 'worksheets:work' }],
        menu: [{ place: 'main', to: '/reports', order: 1, label: 'reports.nav', icon, permission: 'customers:work' }],
        settingsCards: [{ id: 'r', group: 'app', order: 1, to: '/reports', icon, title: 't', description: 'd' }],
      },
    });
    expect(problems).toEqual([
      "main menu /reports (a): permission customers:work, its route's worksheets:work",
      "settings card /reports (a): permission none, its route's worksheets:work",
    ]);
  });

  it('finds a menu entry whose web-only access rule differs from its route', () => {
    const problems = manifestProblems({
      '../../features/a/manifest.ts': {
        routes: [{ ...page, path: 'ui', permission: undefined, access: 'ownerOrDevelopment' }],
        menu: [{ place: 'help', to: '/ui', order: 1, label: 'x', icon }],
      },
    });
    expect(problems).toEqual(["settings menu /ui (a): access none, its route's ownerOrDevelopment"]);
  });

  it('finds links to no route or outside the shell, and repeated orders and ids', () => {
    const entry = { order: 1, label: 'x', icon, place: 'help' } as const;
    const problems = manifestProblems({
      '../../features/a/manifest.ts': {
        routes: [{ ...page, path: 'print', mount: 'signedIn', permission: undefined }],
        menu: [
          { ...entry, to: '/print' },
          { ...entry, to: '/nowhere' },
        ],
      },
    });
    expect(problems).toEqual(['settings menu /print (a): not a page of the shell', 'settings menu /nowhere (a): no route', 'settings menu order 1: declared twice']);
  });
});

describe('isActive', () => {
  it('marks an entry (exact by default) on its own path only, a prefix entry on the paths under it too', () => {
    expect(isActive(undefined, '/', '/')).toBe(true);
    expect(isActive('exact', '/', '/worksheets')).toBe(false);
    expect(isActive('exact', '/services', '/services/x')).toBe(false);
    expect(isActive('prefix', '/worksheets', '/worksheets')).toBe(true);
    expect(isActive('prefix', '/worksheets', '/worksheets/12')).toBe(true);
    expect(isActive('prefix', '/worksheets', '/worksheetsX')).toBe(false);
  });
});
