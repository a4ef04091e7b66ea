import type { Role } from '@atelier/contracts';
import type { MenuEntry, SettingsMenuSection } from '../../shared/manifest/FeatureManifest';
import { mayOpen } from '../../shared/permissions/mayOpen';

// 'activity': the day-to-day lists the settings menu links too (shell §2: services, products, timelogs, invoices).
const SECTIONS: readonly SettingsMenuSection[] = ['account', 'workspace', 'activity', 'help'];

/** The settings menu's sections, in order, with the entries a role may open (a section may be empty). */
export function visibleSettingsMenu(entries: readonly MenuEntry[], role: Role | undefined): { section: SettingsMenuSection; entries: MenuEntry[] }[] {
  const visible = entries.filter((entry) => mayOpen(role, entry));
  return SECTIONS.map((section) => ({ section, entries: visible.filter((entry) => entry.place === section) }));
}
