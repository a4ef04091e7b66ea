import { darken, getPrimaryShade, lighten, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** WCAG AA for normal text (our badges and dimmed hints are 12–14 px). */
export const MIN_CONTRAST = 4.5;

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `color` darkened (or, on dark backgrounds, lightened) in small steps until it reads on every one of `backgrounds`. */
export function readableOn(color: string, backgrounds: readonly string[], adjust: (color: string, amount: number) => string = darken): string {
  let result = color;
  for (let step = 1; step <= 20 && backgrounds.some((bg) => contrast(result, bg) < MIN_CONTRAST); step++) {
    result = adjust(color, step * 0.05);
  }
  return result;
}

/** The app's light surfaces (page, cards, gray 0–2 panels) and dark ones (dark 5–8). */
const LIGHT_SURFACES = (gray: MantineColorsTuple) => ['#ffffff', '#f5f7fb', ...gray.slice(0, 3)];
const DARK_SURFACES = (dark: MantineColorsTuple) => dark.slice(5, 9);

/**
 * Colour variables Mantine's defaults leave below 4.5:1 (Lighthouse accessibility):
 * - dimmed text: gray 6 on white is 3.3:1, dark 2 on dark 7 is 4.0:1; ours read on the app's
 *   surfaces (white, #f5f7fb, gray 0–2 in light; dark 5–8 in dark);
 * - the dark scheme's links (blue 4 on dark 7 is 4.0:1): brand 3;
 * - the "light" variant (badges, alerts, light buttons) writes shade 9 on shade 1, which is only
 *   3.3–4.3:1 for teal, green, orange, yellow, lime…: its text is darkened until it reads on
 *   shades 1 and 2 (hover). Computed from the palette, so a colour added to the theme is covered;
 * - coloured text (`c="red"`: an error, the settings menu's "Se déconnecter"; red 7 on white is
 *   3.2:1): `--mantine-color-<name>-text` is darkened until it reads on the light surfaces, and
 *   in dark (shade 4, violet and indigo at 3.3–3.8:1 on dark 5) lightened until it reads on dark 5–8.
 */
export function atelierCssVariablesResolver(
  colors: Record<string, MantineColorsTuple>,
  brand: MantineColorsTuple,
  lightPrimaryShade = 7,
): ReturnType<CSSVariablesResolver> {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  const lightSurfaces = LIGHT_SURFACES(colors.gray);
  const darkSurfaces = DARK_SURFACES(colors.dark);
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], shades[2]]);
    // Mantine's text colours: the filled shade in light, shade 4 in dark.
    light[`--mantine-color-${name}-text`] = readableOn(shades[lightPrimaryShade], lightSurfaces);
    dark[`--mantine-color-${name}-text`] = readableOn(shades[4], darkSurfaces, lighten);
  }
  return {
    variables: {},
    light: { '--mantine-color-dimmed': '#636b73', ...light },
    dark: { '--mantine-color-dimmed': '#9a9a9a', '--mantine-color-anchor': brand[3], ...dark },
  };
}

/** Our variables for a theme (written at build time by themeVariables.ts, not by MantineProvider). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => atelierCssVariablesResolver(theme.colors, theme.colors.brand, getPrimaryShade(theme, 'light'));
