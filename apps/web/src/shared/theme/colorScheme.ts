import type { Theme } from '@atelier/contracts/constants';
import type { MantineColorScheme } from '@mantine/core';

/** The spec's "system" theme is Mantine's "auto" color scheme. */
export function themeToColorScheme(theme: Theme): MantineColorScheme {
  return theme === 'system' ? 'auto' : theme;
}

export function colorSchemeToTheme(scheme: MantineColorScheme): Theme {
  return scheme === 'auto' ? 'system' : scheme;
}
