import { readFileSync } from 'node:fs';
import { MOBILE_MENU_MAX_WIDTH } from '@atelier/contracts/constants';
import { describe, expect, it } from 'vitest';

// The shell's stylesheet is plain CSS (no Mantine AppShell to read the breakpoint from): its one
// width query must be the spec's, the first width without the phone menu.
const css = readFileSync(new URL('./AppLayout.module.css', import.meta.url), 'utf8');

describe('AppLayout.module.css', () => {
  it('puts the side menu beside the page from MOBILE_MENU_MAX_WIDTH + 1 only', () => {
    const widths = [...css.matchAll(/@media \((min|max)-width: ([\d.]+)(em|px)\)/g)].map(([, side, value, unit]) => ({
      side,
      px: Number(value) * (unit === 'em' ? 16 : 1),
    }));
    expect(widths).toEqual([{ side: 'min', px: MOBILE_MENU_MAX_WIDTH + 1 }]);
  });

  it('slides the phone menu in only when it is opened', () => {
    expect(css).toMatch(/\.navbar \{[^}]*transform: translateX\(-100%\);/);
    expect(css).toMatch(/\.shell\[data-nav-opened\] \.navbar \{\s*transform: none;/);
  });
});
