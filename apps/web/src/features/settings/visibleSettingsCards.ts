import type { Role } from '@atelier/contracts';
import { can } from '@atelier/contracts/permissions';
import { ROUTE_PERMISSIONS } from '../../shared/permissions/routePermissions';
import { SETTINGS_CARDS, SETTINGS_GROUPS, type SettingsCard, type SettingsGroup } from './settingsCards';

/** The groups of cards a role can open, in order; a group with no card left is dropped. */
export function visibleSettingsCards(role: Role | undefined): { group: SettingsGroup; cards: SettingsCard[] }[] {
  return SETTINGS_GROUPS.map((group) => ({
    group,
    cards: SETTINGS_CARDS.filter((card) => card.group === group && can(role, ROUTE_PERMISSIONS[card.to])),
  })).filter((entry) => entry.cards.length > 0);
}
