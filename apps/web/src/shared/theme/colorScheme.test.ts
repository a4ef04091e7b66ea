import { describe, expect, it } from 'vitest';
import { colorSchemeToTheme, themeToColorScheme } from './colorScheme';

describe('theme ↔ color scheme', () => {
  it('maps system to auto and back', () => {
    expect(themeToColorScheme('system')).toBe('auto');
    expect(colorSchemeToTheme('auto')).toBe('system');
  });

  it('keeps light and dark', () => {
    for (const theme of ['light', 'dark'] as const) {
      expect(colorSchemeToTheme(themeToColorScheme(theme))).toBe(theme);
    }
  });
});
