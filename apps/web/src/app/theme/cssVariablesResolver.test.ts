import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, cssVariablesResolver, MIN_CONTRAST, readableOn } from './cssVariablesResolver';
import { theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const resolved = cssVariablesResolver(full);

describe('theme colour variables: text reads at 4.5:1 (Lighthouse accessibility)', () => {
  it('dimmed text reads on every light surface and every dark one', () => {
    for (const bg of ['#ffffff', '#f5f7fb', ...full.colors.gray.slice(0, 3)]) {
      expect(contrast(resolved.light['--mantine-color-dimmed'], bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    for (const bg of full.colors.dark.slice(6, 9)) {
      expect(contrast(resolved.dark['--mantine-color-dimmed'], bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it("the dark scheme's links read on the dark page", () => {
    expect(contrast(resolved.dark['--mantine-color-anchor'], full.colors.dark[7])).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('the light variant of every palette colour (badges, alerts) reads on its background and hover', () => {
    for (const [name, shades] of Object.entries(full.colors)) {
      if (name === 'dark') continue;
      const text = resolved.light[`--mantine-color-${name}-light-color`];
      expect(text, name).toBeDefined();
      expect(contrast(text, shades[1]), name).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrast(text, shades[2]), name).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    // Mantine's own shade 9 is kept where it already reads (brand).
    expect(resolved.light['--mantine-color-brand-light-color']).toBe(full.colors.brand[9]);
  });

  it('readableOn darkens only as much as needed', () => {
    expect(readableOn('#000000', ['#ffffff'])).toBe('#000000');
    const teal = readableOn(full.colors.teal[9], [full.colors.teal[1]]);
    expect(teal).not.toBe(full.colors.teal[9]);
    expect(contrast(teal, full.colors.teal[1])).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});

describe('coloured text (c="red": errors, « Se déconnecter ») reads at 4.5:1', () => {
  it('on every light surface and every dark one, for every palette colour', () => {
    for (const [name] of Object.entries(full.colors)) {
      if (name === 'dark') continue;
      for (const bg of ['#ffffff', '#f5f7fb', ...full.colors.gray.slice(0, 3)]) {
        expect(contrast(resolved.light[`--mantine-color-${name}-text`], bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
      for (const bg of full.colors.dark.slice(5, 9)) {
        expect(contrast(resolved.dark[`--mantine-color-${name}-text`], bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
    }
  });

  it('keeps the shade where it already reads (gray 7, brand 7 in light; teal 4 in dark)', () => {
    expect(resolved.light['--mantine-color-gray-text']).toBe(full.colors.gray[7]);
    expect(resolved.light['--mantine-color-brand-text']).toBe(full.colors.brand[7]);
    expect(resolved.dark['--mantine-color-teal-text']).toBe(full.colors.teal[4]);
    expect(resolved.light['--mantine-color-red-text']).not.toBe(full.colors.red[7]);
  });
});
