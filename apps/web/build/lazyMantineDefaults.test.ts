import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_THEME, defaultCssVariablesResolver } from '@mantine/core';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyMantineDefaults, lazyMantineDefaultsCode } from './lazyMantineDefaults';

const require = createRequire(import.meta.url);
const MODULE_PATH = join(dirname(require.resolve('@mantine/core')), '..', 'esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs');
const original = readFileSync(MODULE_PATH, 'utf8');
const folder = mkdtempSync(join(tmpdir(), 'lazy-mantine-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Variables = { variables: Record<string, string>; light: Record<string, string>; dark: Record<string, string> };
type Module = { removeDefaultVariables: (input: Variables) => Variables };

/** A module's code loaded from a file of its own, its relative imports pointed at Mantine's files. */
async function load(code: string, name: string): Promise<Module> {
  const absolute = code
    .replace(/^\/\/# sourceMappingURL=.*$/m, '')
    .replace(/from "(\.{1,2}\/[^"]+)"/g, (_, path: string) => `from ${JSON.stringify(pathToFileURL(join(dirname(MODULE_PATH), path)).href)}`);
  const file = join(folder, name);
  writeFileSync(file, absolute);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Module;
}

describe('lazyMantineDefaults', () => {
  it('no longer computes the defaults when the module loads', () => {
    const code = lazyMantineDefaultsCode(original);
    const topLevel = code.replace(/\n\t[^\n]*/g, '');
    expect(original.replace(/\n\t[^\n]*/g, '')).toMatch(/= defaultCssVariablesResolver\(DEFAULT_THEME\);/);
    expect(topLevel).not.toMatch(/^const defaultCssVariables = defaultCssVariablesResolver/m);
    expect(code).toContain('const defaultCssVariables = defaultCssVariablesOf();');
  });

  it('strips the same defaults as the original module', async () => {
    const [before, after] = await Promise.all([load(original, 'original.mjs'), load(lazyMantineDefaultsCode(original), 'lazy.mjs')]);
    const input = defaultCssVariablesResolver({ ...DEFAULT_THEME, primaryColor: 'red', fontFamily: 'Inter, sans-serif' });
    const expected = before.removeDefaultVariables(input);
    expect(Object.keys(expected.variables).length).toBeGreaterThan(0);
    expect(after.removeDefaultVariables(input)).toEqual(expected);
  });

  it("rewrites Mantine's module only, and fails on a module it does not recognise", () => {
    const transform = lazyMantineDefaults().transform as (code: string, id: string) => { code: string } | null;
    expect(transform(original, MODULE_PATH)?.code).toContain('defaultCssVariablesOf');
    expect(transform(original, '/app/src/other.mjs')).toBeNull();
    expect(() => transform('export {}', MODULE_PATH)).toThrow(/review build\/lazyMantineDefaults\.ts/);
  });
});
