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
/** Node's arguments that run it: stack traces point at the TypeScript through the source map. */
export const SERVER_ARGS = ['--enable-source-maps', SERVER_ENTRY];

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
