import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMantineStylesIndex, stylesForSource } from './mantineStyles';

const index = buildMantineStylesIndex();
const core = (name: string) => `@mantine/core/styles/${name}.layer.css`;

describe('mantineStyles: the stylesheets of the Mantine components a module imports', () => {
  it('a component brings its own stylesheet and those of the components it renders, dependencies first', () => {
    expect(index.coreStyles(['Button'])).toEqual([core('UnstyledButton'), core('Loader'), core('Button')]);
    // Several names: one list in Mantine's order (styles.css), not in the order they were named.
    expect(index.coreStyles(['Button', 'ScrollArea'])).toEqual([core('ScrollArea'), core('UnstyledButton'), core('Loader'), core('Button')]);
  });

  it('a component without styles of its own (Select) brings those of what it is built on', () => {
    const styles = index.coreStyles(['Select']);
    for (const name of ['Input', 'Combobox', 'Popover', 'ScrollArea']) expect(styles).toContain(core(name));
    // Mantine's order (styles.css): Input before Combobox, whose option styles refine it.
    expect(styles.indexOf(core('Input'))).toBeLessThan(styles.indexOf(core('Combobox')));
  });

  it('hooks, helpers and unknown names bring nothing', () => {
    expect(index.coreStyles(['useMantineTheme', 'rem', 'MantineProvider', 'NotAComponent'])).toEqual([]);
  });

  it("knows every component stylesheet Mantine ships, in styles.css's order", () => {
    const coreStyles = join(import.meta.dirname, '../../../node_modules/@mantine/core/styles');
    const shipped = readdirSync(coreStyles).filter((f) => f.endsWith('.layer.css') && !/^(baseline|default-css-variables|global)\./.test(f));
    expect([...index.order].sort()).toEqual(shipped.map((f) => f.replace('.layer.css', '')).sort());
    expect(index.order.indexOf('UnstyledButton')).toBeLessThan(index.order.indexOf('Button'));
  });

  it('reads named imports and re-exports, ignores type-only imports', () => {
    const source = [
      "import { Button, type ButtonProps } from '@mantine/core';",
      "import type { Badge } from '@mantine/core';",
      "export { Paper as Card2 } from '@mantine/core';",
    ].join('\n');
    const styles = stylesForSource(source, index);
    expect(styles).toContain(core('Button'));
    expect(styles).toContain(core('Paper'));
    expect(styles).not.toContain(core('Badge'));
    expect(stylesForSource("import { useState } from 'react';", index)).toEqual([]);
  });

  it('@mantine/notifications brings the core styles its components use, then its own', () => {
    const styles = stylesForSource("export { Notifications } from '@mantine/notifications';", index);
    expect(styles.at(-1)).toBe('@mantine/notifications/styles.layer.css');
    expect(styles).toContain(core('Notification'));
    expect(stylesForSource("import type { NotificationData } from '@mantine/notifications';", index)).toEqual([]);
  });

  it('refuses a dynamic import of a styled package and a namespace import of the core', () => {
    expect(() => stylesForSource("const m = () => import('@mantine/notifications');", index)).toThrow(/dynamically/);
    expect(stylesForSource("type M = typeof import('@mantine/notifications');", index)).toEqual([]);
    expect(() => stylesForSource("import * as M from '@mantine/core';", index)).toThrow(/namespace/);
  });

  it('every Mantine component our source imports has a stylesheet path that exists', () => {
    const src = join(import.meta.dirname, '../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));
    const needed = new Set(files.flatMap((f) => stylesForSource(readFileSync(join(src, f), 'utf8'), index)));
    expect(needed.size).toBeGreaterThan(20);
    const root = join(import.meta.dirname, '../../../node_modules');
    for (const spec of needed) expect(() => readFileSync(join(root, spec))).not.toThrow();
  });
});
