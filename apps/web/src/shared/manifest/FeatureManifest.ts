import type { Role } from '@atelier/contracts';
import type { Permission } from '@atelier/contracts/permissions';
import type { PageAccess } from '../permissions/pageAccess';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageTexts } from '../../i18n/loadLanguage';
import { withTexts } from '../../i18n/withTexts';
import { preloadable, type Preloadable } from './preloadable';

/**
 * What a feature declares in its `features/<feature>/manifest.ts`, one named export per part
 * (each part is read by a different chunk: the router, the shell's menus, the settings home):
 *
 *   export const routes: FeatureRoute[]         its pages and redirects
 *   export const menu: MenuEntry[]              its entries in the main and the settings side menus
 *   export const settingsCards: SettingsCard[]  cards of the settings home (/settings)
 *
 * All three, even empty: the registries import each by name.
 *
 * Texts: a feature's `i18n/{fr,en}.json` come with its pages (withTexts); `i18n/core/{fr,en}.json`
 * are first-screen texts, loaded before the first render (the menu labels, the first screens' own
 * texts). Keep manifests tiny and free of calls: lazy page imports, strings and the menus' icons.
 */
export interface FeatureManifest {
  routes: readonly FeatureRoute[];
  menu: readonly MenuEntry[];
  settingsCards: readonly SettingsCard[];
}

/**
 * Where a route mounts: `public` needs no sign-in (auth pages, 404); `signedIn` needs a user but
 * has no shell (the print view); `shell` is a page of the signed-in app, in the shell.
 */
export type RouteMount = 'public' | 'signedIn' | 'shell';

interface RouteBase {
  /** Router path without the leading slash; '' is the index route (/), '*' any unknown path. */
  path: string;
  mount: RouteMount;
  /** A role without it is sent to /404 (RequirePermission). None: any visitor of the mount. */
  permission?: Permission;
  /** A web-only rule on top of `permission` (pageAccess.ts), for a page the role matrix has no permission for. */
  access?: PageAccess;
}

/** A lazily loaded page; its props (if any) come from the route's `props`. `preload` starts its download. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take different props
export type LazyPage = Preloadable<any>;

/**
 * A page's own requests, which a page component may carry as `prefetch`: when an address opens it,
 * they leave as soon as its code is in (preloadCurrentRoute), not once the shell and the page have
 * rendered. `params`: the route's parameters; `search`: the address's (a list's page, search, filters);
 * `role`: the signed-in user's, for a page that shows a part only to some roles (the board).
 */
export type PagePrefetch = (params: Readonly<Record<string, string | undefined>>, client: QueryClient, search?: URLSearchParams, role?: Role) => void;

export interface PageRoute extends RouteBase {
  page: LazyPage;
  /**
   * What its first screen builds with Intl. Opened by its address, the page gets ICU's data loaded
   * while its code and data are on the way (app/bootstrap/warmIntl), not in its first render; a page
   * without it (sign-in, customer list, settings home) is not made to pay for a formatter it never
   * builds (~40 ms of main thread, ~160 ms on a phone). `formats`: amounts, numbers, sorted names or
   * dates in words; `zones`: only dates in the account's timezone, which a runtime with Temporal reads
   * without ICU's formatting data (shared/format/dateTime.ts), so it is warmed only for one without.
   */
  intl?: 'formats' | 'zones';
  /** Props given to the page, and a key that gives two routes of one page their own state. */
  props?: Record<string, unknown>;
  key?: string;
}

export interface RedirectRoute extends RouteBase {
  /** Target path; `:name` takes the route's parameter of that name (URL-encoded). */
  redirect: string;
}

export type FeatureRoute = PageRoute | RedirectRoute;

/** Size and stroke are the menu's: a manifest names the icon component only. */
export type MenuIcon = ComponentType<{ size?: number; stroke?: number }>;

/** `exact`: active on `to` only; `prefix`: on `to` and every path under it (`to/…`). */
export type ActiveRule = 'exact' | 'prefix';

/** The sections of the settings side menu (shown in this order). */
export type SettingsMenuSection = 'account' | 'workspace' | 'activity' | 'help';

export interface MenuEntry {
  /** 'main': the main side menu; otherwise the section of the settings side menu. */
  place: 'main' | SettingsMenuSection;
  to: string;
  /** Position in its menu: entries are sorted by it across features. */
  order: number;
  /** Text key; it must be a first-screen text (the shell shows it before the pages' texts). */
  label: string;
  icon: MenuIcon;
  /** Default 'exact'. */
  active?: ActiveRule;
  /** The permission of the route `to` (a test checks they agree); none: every signed-in user. */
  permission?: Permission;
  /** The web-only access rule of the route `to` (a test checks they agree). */
  access?: PageAccess;
  /** Shown at the entry's end, e.g. a count of new items (it fetches its own data). */
  badge?: ComponentType;
}

/** The groups of the settings home (workshop spec §2 "Settings"; shown in this order). */
export type SettingsGroup = 'account' | 'workspaces' | 'app' | 'help';

export interface SettingsCard {
  /** Stable id (data-testid `settings-card-<id>`). */
  id: string;
  group: SettingsGroup;
  order: number;
  to: string;
  /** The permission of the route `to` (a test checks they agree). */
  permission?: Permission;
  icon: MenuIcon;
  /** Text keys of the card's title and description (first-screen texts: the settings home is one, in i18n/core/). */
  title: string;
  description: string;
}

// #__NO_SIDE_EFFECTS__ (below): a manifest's copy that keeps only its menus drops its unused routes.

/** A first-screen page (auth pages, workboard, settings home, 404): it renders with the first-screen texts. */
/*#__NO_SIDE_EFFECTS__*/
export function firstScreenPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return preloadable<Props>(() => load().then((page) => ({ default: page })));
}

/** Any other page: its module and its part of the language's texts download together (withTexts; 'admin' for the settings pages). */
/*#__NO_SIDE_EFFECTS__*/
export function pageWithTexts<Props extends object>(load: () => Promise<ComponentType<Props>>, texts: PageTexts = 'work') {
  return preloadable<Props>(withTexts(() => load().then((page) => ({ default: page })), texts));
}
