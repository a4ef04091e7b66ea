import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { API_DIR, bundleOptions } from '../build.js';
import { MIGRATIONS_FOLDER } from './db/migrate.js';

/**
 * The files the server reads at run time (migrations, the built web app) are found both from the
 * TypeScript (tests, `npm run dev`) and from the production bundle in apps/api/dist (`npm start`).
 */

const outDir = join(API_DIR, 'dist');
// Bundling, then loading the whole app's modules, takes seconds on a busy machine.
const SLOW = 60_000;
const written: string[] = [];
afterAll(async () => {
  for (const file of written) await rm(file, { force: true });
});

/** Bundles `entry` with the production options into apps/api/dist; answers the output file. */
async function bundle(name: string, entry: { contents: string } | string): Promise<string> {
  await mkdir(outDir, { recursive: true });
  const outfile = join(outDir, `${name}-${process.pid}.test.mjs`);
  const options = bundleOptions(typeof entry === 'string' ? entry : 'stdin.ts', outfile);
  if (typeof entry !== 'string') {
    delete options.entryPoints;
    options.stdin = { contents: entry.contents, resolveDir: API_DIR, loader: 'ts', sourcefile: 'paths.ts' };
  }
  await build(options);
  written.push(outfile, `${outfile}.map`);
  return outfile;
}

describe('run-time paths', () => {
  it('from the TypeScript: the migrations of apps/api/drizzle', () => {
    expect(MIGRATIONS_FOLDER).toBe(join(API_DIR, 'drizzle'));
    expect(existsSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'))).toBe(true);
  });

  it(
    'from the production bundle: the same migrations folder and the web app of apps/web/dist',
    async () => {
      const file = await bundle('paths', {
        contents: "export { MIGRATIONS_FOLDER } from './src/db/migrate.ts'; export { DEFAULT_WEB_DIST } from './src/app.ts';",
      });
      const bundled = (await import(pathToFileURL(file).href)) as { MIGRATIONS_FOLDER: string; DEFAULT_WEB_DIST: string };
      expect(bundled.MIGRATIONS_FOLDER).toBe(join(API_DIR, 'drizzle'));
      expect(bundled.DEFAULT_WEB_DIST).toBe(join(API_DIR, '..', 'web', 'dist'));
    },
    SLOW,
  );
});

describe('the production bundle of main.ts', () => {
  it(
    'contains our code and @atelier/contracts (TypeScript source) and leaves every other package to node_modules',
    async () => {
      const code = await readFile(await bundle('main', join(API_DIR, 'src', 'main.ts')), 'utf8');
      const imported = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]!);
      expect(imported).toContain('fastify');
      expect(imported).toContain('drizzle-orm');
      expect(imported.filter((name) => name.startsWith('@atelier/') || name.startsWith('.') || name.startsWith('/'))).toEqual([]);
      expect(imported).not.toContain('tsx');
      // A contracts constant is inlined, not imported.
      expect(code).toContain('ERR_VALIDATION');
    },
    SLOW,
  );
});
