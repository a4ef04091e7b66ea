#!/usr/bin/env node
// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then starts the compiled server (embedded PostgreSQL unless DATABASE_URL is set) and
// prints the URL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The compiled server, as `npm run build -w @atelier/api` writes it. */
export const SERVER_ENTRY = 'apps/api/dist/main.js';
/**
 * Node's arguments that run it (issue 12: the server stays under 250 MB RSS, measured by
 * `npm run bench -- --only=memory`):
 * - a young generation of 8 MB semi-spaces instead of V8's 16 MB: about 16 MB less resident memory
 *   at all times; throughput on the list routes is unchanged;
 * - the old generation may grow by 50 % of what survived the last full GC before the next one,
 *   instead of up to 4 times on a machine with a lot of memory. Under 100 connections the old space grew
 *   from ~50 MB of live objects to 200 MB of garbage (RSS 300-400 MB); now about 60-80 MB.
 *   Not a heap ceiling (--max-old-space-size would crash a large report or PDF): only how soon V8 collects;
 * - stack traces point at the TypeScript through the source map (about 10 MB: the maps are read at load).
 */
export const SERVER_ARGS = ['--max-semi-space-size=8', '--heap-growing-percent=50', '--enable-source-maps', SERVER_ENTRY];

const builds = [
  {
    name: 'the web app',
    workspace: '@atelier/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build', 'apps/web/public', 'packages/contracts/src'],
  },
  {
    name: 'the server',
    workspace: '@atelier/api',
    output: SERVER_ENTRY,
    sources: ['apps/api/src', 'apps/api/build.ts', 'apps/api/package.json', 'packages/contracts/src'],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function isStale({ output, sources }) {
  const file = join(root, output);
  if (!existsSync(file)) return true;
  const built = statSync(file).mtimeMs;
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

export function webBuildIsStale() {
  return isStale(builds[0]);
}

export function serverBuildIsStale() {
  return isStale(builds[1]);
}

/** Builds the web app and the server when stale; throws when a build fails. */
export function buildWhatIsStale({ quiet = false } = {}) {
  for (const build of builds) {
    if (!isStale(build)) continue;
    if (!quiet) console.log(`Building ${build.name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: quiet ? 'ignore' : 'inherit' });
    if (result.status !== 0) throw new Error(`the build of ${build.name} failed`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildWhatIsStale();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const server = spawn(process.execPath, SERVER_ARGS, { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
