import { can } from '@atelier/contracts/permissions';
import type { Role } from '@atelier/contracts';
import type { SettingsCard, SettingsGroup } from '../../shared/manifest/FeatureManifest';

// Every feature's settings cards (features/<feature>/manifest.ts), in their declared order. The
// '?cards' copy of a manifest keeps its cards only: their icons come with this page.
export const SETTINGS_CARDS: readonly SettingsCard[] = Object.values(
  import.meta.glob<readonly SettingsCard[]>('../*/manifest.ts', { eager: true, import: 'settingsCards', query: '?cards' }),
)
  .flat()
  .sort((a, b) => a.order - b.order);

const GROUPS: readonly SettingsGroup[] = ['account', 'workspaces', 'app', 'help'];

/** The groups of cards a role can open, in order; a group with no card left is dropped. */
export function visibleSettingsCards(cards: readonly SettingsCard[], role: Role | undefined): { group: SettingsGroup; cards: SettingsCard[] }[] {
  return GROUPS.map((group) => ({
    group,
    cards: cards.filter((card) => card.group === group && !!role && (!card.permission || can(role, card.permission))),
  })).filter((entry) => entry.cards.length > 0);
}
