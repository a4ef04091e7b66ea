#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then starts the
// server (embedded PostgreSQL unless DATABASE_URL is set) and prints the URL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/contracts/src'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function webBuildIsStale() {
  if (!existsSync(dist)) return true;
  const built = statSync(dist).mtimeMs;
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (webBuildIsStale()) {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@atelier/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
