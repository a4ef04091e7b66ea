import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Per-component Mantine stylesheets, imported automatically.
 *
 * Each of our modules that imports components from '@mantine/core' gets the CSS of those
 * components and of every component they render inside (Select → Combobox, Input, Popover…)
 * imported at its top, so Vite puts a screen's Mantine CSS in that screen's chunk instead of
 * one 250 KB render-blocking stylesheet. The dependency closure is read from Mantine's own ESM
 * files at build start (a component's file imports the `*.module.mjs` of its styles and the
 * files of the components it uses), never from a hand list. Files are the `.layer.css` variants
 * (`@layer mantine`): when a lazy chunk's Mantine CSS arrives after our `*.module.css`, ours
 * still wins, as it did when Mantine's stylesheet came first.
 *
 * The base files (baseline, CSS variables, global) are imported once, by main.tsx.
 */

const CORE = '@mantine/core';
/** Mantine packages with a stylesheet of their own, loaded after the core files they use. */
const STYLED_PACKAGES = ['@mantine/notifications', '@mantine/modals', '@mantine/spotlight'];
const BASE_FILES = new Set(['baseline', 'default-css-variables', 'global']);

export type MantineStylesIndex = {
  /** The stylesheets (import specifiers) for these '@mantine/core' exports, in Mantine's order. */
  coreStyles(names: readonly string[]): string[];
  /** The stylesheets a Mantine package needs: the core files it uses, then its own. */
  packageStyles(pkg: string): string[];
  /** Every component stylesheet name, in Mantine's order (styles.css). */
  order: readonly string[];
};

const IMPORT_FROM = /(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** Every module a file imports: `… from "x"` (named, default or namespace) and `import "x"`. */
const ANY_IMPORT = /\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;

function specifiers(list: string): { imported: string; local: string }[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => {
      const [imported, local = imported] = s.split(/\s+as\s+/);
      return { imported: imported.trim(), local: local.trim() };
    });
}

function walkMjs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walkMjs(path);
    return entry.name.endsWith('.mjs') ? [path] : [];
  });
}

/** A package's folder (their `exports` do not expose package.json): up from its entry file. */
function packageDir(require: NodeJS.Require, pkg: string): string {
  let dir = dirname(require.resolve(pkg));
  while (!existsSync(join(dir, 'package.json')) || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== pkg) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`mantineStyles: no folder for ${pkg}`);
    dir = up;
  }
  return dir;
}

export function buildMantineStylesIndex(requireFrom: string = import.meta.url): MantineStylesIndex {
  const require = createRequire(requireFrom);
  const coreDir = packageDir(require, CORE);
  const esm = join(coreDir, 'esm');

  // Mantine's order: where each component file's text sits in the full styles.css.
  const all = readFileSync(join(coreDir, 'styles.css'), 'utf8');
  const order = readdirSync(join(coreDir, 'styles'))
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -'.css'.length))
    .filter((name) => !BASE_FILES.has(name))
    .map((name) => {
      const text = readFileSync(join(coreDir, 'styles', `${name}.css`), 'utf8').trim();
      const at = all.indexOf(text.slice(0, 300));
      if (at < 0) throw new Error(`mantineStyles: ${name}.css is not part of ${CORE}/styles.css`);
      return { name, at };
    })
    .sort((a, b) => a.at - b.at)
    .map((c) => c.name);
  const rank = new Map(order.map((name, i) => [name, i]));

  // Export name → the ESM file that defines it.
  const indexText = readFileSync(join(esm, 'index.mjs'), 'utf8');
  const localFile = new Map<string, string>();
  for (const match of indexText.matchAll(IMPORT_FROM)) {
    if (!match[2].startsWith('.')) continue;
    for (const s of specifiers(match[1])) localFile.set(s.local, resolve(esm, match[2]));
  }
  const exportFile = new Map<string, string>();
  for (const match of indexText.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const s of specifiers(match[1])) {
      const file = localFile.get(s.imported);
      if (file) exportFile.set(s.local, file);
    }
  }

  // File → the component stylesheets it needs: its own `X.module.mjs` and its imports', transitively.
  const closures = new Map<string, Set<string>>();
  function closureOf(file: string): Set<string> {
    const known = closures.get(file);
    if (known) return known;
    const found = new Set<string>();
    closures.set(file, found); // before recursing: import cycles end here
    const module = /([A-Za-z]+)\.module\.mjs$/.exec(file);
    if (module && rank.has(module[1])) found.add(module[1]);
    for (const match of readFileSync(file, 'utf8').matchAll(ANY_IMPORT)) {
      const target = match[1] ?? match[2];
      if (!target.startsWith('.')) continue;
      for (const name of closureOf(resolve(dirname(file), target))) found.add(name);
    }
    return found;
  }

  function coreStyles(names: readonly string[]): string[] {
    const needed = new Set<string>();
    for (const name of names) {
      const file = exportFile.get(name);
      if (file) for (const component of closureOf(file)) needed.add(component);
    }
    return [...needed].sort((a, b) => rank.get(a)! - rank.get(b)!).map((c) => `${CORE}/styles/${c}.layer.css`);
  }

  const packages = new Map<string, string[]>();
  function packageStyles(pkg: string): string[] {
    const known = packages.get(pkg);
    if (known) return known;
    const pkgDir = packageDir(require, pkg);
    const used = walkMjs(join(pkgDir, 'esm')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT_FROM)].filter((m) => m[2] === CORE).flatMap((m) => specifiers(m[1]).map((s) => s.imported)),
    );
    const own = existsSync(join(pkgDir, 'styles.layer.css')) ? [`${pkg}/styles.layer.css`] : [];
    const styles = [...coreStyles(used), ...own];
    packages.set(pkg, styles);
    return styles;
  }

  return { coreStyles, packageStyles, order };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The stylesheets one of our modules needs, from its source. Throws on a dynamic import of a
 * styled Mantine package: its CSS would land in the importing chunk, not the lazy one; import it
 * statically from a module that is itself loaded lazily.
 */
export function stylesForSource(code: string, index: MantineStylesIndex): string[] {
  const names: string[] = [];
  const styles: string[] = [];
  for (const match of code.matchAll(IMPORT_FROM)) {
    if (match[2] === CORE) names.push(...specifiers(match[1]).map((s) => s.imported));
  }
  if (new RegExp(`import\\s*\\*\\s*as\\s+[\\w$]+\\s+from\\s*["']${escape(CORE)}["']`).test(code)) {
    throw new Error(`mantineStyles: import named components from ${CORE}, not a namespace (the styles follow the names)`);
  }
  const core = index.coreStyles(names);
  for (const pkg of STYLED_PACKAGES) {
    const quoted = `["']${escape(pkg)}["']`;
    if (new RegExp(`(?<!typeof\\s*)\\bimport\\s*\\(\\s*${quoted}`).test(code)) {
      throw new Error(`mantineStyles: ${pkg} is imported dynamically; re-export it from a module of ours and lazy-load that module, so its styles go with it`);
    }
    // Any value import or re-export (`import type` brings no component, hence no styles).
    const statements = [...code.matchAll(new RegExp(`\\b(?:import|export)\\s+([^;'"]*?)\\s*from\\s*${quoted}|\\bimport\\s*${quoted}`, 'g'))];
    if (statements.some((m) => !m[1]?.startsWith('type '))) styles.push(...index.packageStyles(pkg));
  }
  return [...new Set([...core, ...styles])];
}

/** Vite plugin: injects the imports of `stylesForSource` into each of our modules. */
export function mantineStyles(): Plugin {
  let index: MantineStylesIndex | undefined;
  return {
    name: 'atelier:mantine-styles',
    buildStart() {
      index = buildMantineStylesIndex();
    },
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !/\.[cm]?[jt]sx?(\?|$)/.test(id)) return null;
      if (!code.includes('@mantine/')) return null;
      index ??= buildMantineStylesIndex();
      let styles: string[];
      try {
        styles = stylesForSource(code, index);
      } catch (error) {
        this.error(`${(error as Error).message} (${id})`);
      }
      if (styles.length === 0) return null;
      // On the first line, so the module's own lines keep their numbers.
      return { code: styles.map((s) => `import ${JSON.stringify(s)};`).join('') + code, map: null };
    },
  };
}
