#!/usr/bin/env node
// `npm run bench`: start-up time, sign-in page JavaScript and server memory. Figures vary with the
// machine's load: compare ratios, and run it twice before trusting a change.
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApiKey } from './bench/api-key.mjs';
import { benchBundle } from './bench/bundle.mjs';
import { benchMemory } from './bench/memory.mjs';
import { startServer, stopServer } from './bench/server.mjs';
import { benchStartup } from './bench/startup.mjs';
import { benchVin } from './bench/vin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync('npm', ['run', 'build', '-w', '@atelier/web'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) throw new Error('web build failed');

const results = {};
results.startup = await benchStartup(root);
console.log('startup', results.startup);

const dataDir = join(root, '.tmp', `bench-run-${process.pid}`);
await rm(dataDir, { recursive: true, force: true });
const server = await startServer({ root, dataDir });
try {
  results.bundle = await benchBundle(server.url);
  console.log('bundle', results.bundle);
  results.memory = await benchMemory(server, dataDir);
  console.log('memory', results.memory);
  results.apiKey = await benchApiKey(server, dataDir);
  console.log('apiKey', results.apiKey);
  results.vin = await benchVin(server, dataDir);
  console.log('vin', results.vin);
} finally {
  await stopServer(server.child);
  await rm(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
