import { describe, expect, it } from 'vitest';
import { isSettingsPath } from './isSettingsPath';

describe('isSettingsPath', () => {
  it('matches /settings and everything below it', () => {
    expect(isSettingsPath('/settings')).toBe(true);
    expect(isSettingsPath('/settings/account/preferences')).toBe(true);
    expect(isSettingsPath('/settings/users/42')).toBe(true);
  });

  it('leaves the other sections alone', () => {
    expect(isSettingsPath('/')).toBe(false);
    expect(isSettingsPath('/customers')).toBe(false);
    expect(isSettingsPath('/settingsx')).toBe(false);
  });
});
