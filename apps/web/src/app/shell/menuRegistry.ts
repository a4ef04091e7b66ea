import type { ActiveRule, MenuEntry } from '../../shared/manifest/FeatureManifest';

// Every feature's menu entries (features/<feature>/manifest.ts), in their declared order. The
// '?menus' copy of a manifest keeps its menu only: this chunk gets their icons, not the routes.
const MENU: readonly MenuEntry[] = Object.values(import.meta.glob<readonly MenuEntry[]>('../../features/*/manifest.ts', { eager: true, import: 'menu', query: '?menus' }))
  .flat()
  .sort((a, b) => a.order - b.order);

/** Both menus' entries (the command palette's pages). */
export const ALL_MENU = MENU;
export const MAIN_MENU = MENU.filter((entry) => entry.place === 'main');
export const SETTINGS_MENU = MENU.filter((entry) => entry.place !== 'main');

/** Whether a menu entry is the current page's ('exact' unless the entry says 'prefix'). */
export function isActive(rule: ActiveRule | undefined, to: string, pathname: string): boolean {
  return pathname === to || (rule === 'prefix' && pathname.startsWith(`${to}/`));
}
