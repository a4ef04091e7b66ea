import { describe, expect, it } from 'vitest';
import { visibleSettingsCards } from './visibleSettingsCards';

const ids = (role: Parameters<typeof visibleSettingsCards>[0]) =>
  visibleSettingsCards(role).map(({ group, cards }) => `${group}: ${cards.map((card) => card.id).join(', ')}`);

describe('visibleSettingsCards', () => {
  it('shows an administrator every settings page, grouped as the workshop spec lists them', () => {
    expect(ids('ADMINISTRATOR')).toEqual([
      'account: profile, preferences',
      'workspaces: workspace, users, invoice, apiKeys, vehicle, workorders, tasks',
      'app: language',
      'help: support',
    ]);
  });

  it('shows a technician and a guest only their own account and help', () => {
    expect(ids('EMPLOYEE')).toEqual(['account: profile, preferences', 'help: support']);
    expect(ids('GUEST')).toEqual(['account: profile, preferences', 'help: support']);
  });

  it('shows nothing without a role', () => {
    expect(ids(undefined)).toEqual([]);
  });
});
