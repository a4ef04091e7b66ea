#!/usr/bin/env node
// `npm run bench`: start-up time, sign-in page JavaScript, server memory, API keys, VIN decoding,
// then the data benchmark (large shops, 3 to 5 minutes). Figures vary with the machine's load:
// compare ratios, and run it twice before trusting a change. `npm run bench -- --only=data` (or
// BENCH_ONLY=data) runs only the named parts: startup, bundle, memory, apiKey, vin, data, and
// workorders (the data benchmark's work-order part alone: board, list, totals at 500 000),
// timelog (its time-entry part alone: 1 000 000 entries over two years in a shop of 40
// technicians and 500 000 work orders, the timesheet's week for everyone and for one technician,
// and the productivity report of a month; a few minutes; scripts/bench/data-timelog.mjs),
// invoices (its invoice part alone: 500 000 invoices in the 500 000-work-order shop, the invoice
// list and the taxes report beside their SQL, PDF generation, issuing with 20 concurrent callers;
// scripts/bench/data-invoices.mjs),
// planning (issue 15: a 4-bay shop with 20 000 appointments, the widget's availability and the
// calendar's week beside their SQL, the widget's transferred size, Lighthouse mobile of
// /book/{slug}; a few minutes; scripts/bench/planning.mjs), and
// lighthouse (Lighthouse on eight pages of the production build, signed in, on the demo shop and a
// 500 000-work-order shop, mobile and desktop, median of 3 runs against the issue-12 budgets;
// ~15 min; scripts/bench/lighthouse.mjs).
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApiKey } from './bench/api-key.mjs';
import { benchBundle } from './bench/bundle.mjs';
import { verifiedOwner } from './bench/owner.mjs';
import { benchData } from './bench/data.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchMemory } from './bench/memory.mjs';
import { benchPlanning } from './bench/planning.mjs';
import { startServer, stopServer } from './bench/server.mjs';
import { benchStartup } from './bench/startup.mjs';
import { benchVin } from './bench/vin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? process.env.BENCH_ONLY;
const only = onlyArg ? new Set(onlyArg.split(',').map((s) => s.trim())) : null;
const runs = (name) => !only || only.has(name);

if (runs('startup') || runs('bundle') || runs('lighthouse') || runs('planning')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web or server build failed');
}

const results = {};
if (runs('startup')) {
  results.startup = await benchStartup(root);
  console.log('startup', results.startup);
}

if (['bundle', 'memory', 'apiKey', 'vin'].some(runs)) {
  const dataDir = join(root, '.tmp', `bench-run-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const server = await startServer({ root, dataDir });
  try {
    if (runs('bundle')) {
      results.bundle = await benchBundle(server.url, await verifiedOwner(server, dataDir));
      console.log('bundle', results.bundle);
    }
    if (runs('memory')) {
      results.memory = await benchMemory(server, dataDir);
      console.log('memory', results.memory);
    }
    if (runs('apiKey')) {
      results.apiKey = await benchApiKey(server, dataDir);
      console.log('apiKey', results.apiKey);
    }
    if (runs('vin')) {
      results.vin = await benchVin(server, dataDir);
      console.log('vin', results.vin);
    }
  } finally {
    await stopServer(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (runs('data')) {
  results.data = await benchData(root);
  console.log('data', results.data.summary);
} else {
  if (only?.has('workorders')) {
    results.workorders = await benchData(root, { workOrdersOnly: true });
    console.log('workorders', results.workorders.summary);
  }
  if (only?.has('timelog')) {
    results.timelog = await benchData(root, { timelogOnly: true });
    console.log('timelog', results.timelog.summary);
  }
  if (only?.has('invoices')) {
    results.invoices = await benchData(root, { invoicesOnly: true });
    console.log('invoices', results.invoices.summary);
  }
}
if (runs('planning')) {
  results.planning = await benchPlanning(root);
  console.log('planning', results.planning.summary);
}
if (runs('lighthouse')) {
  results.lighthouse = await benchLighthouse(root);
  console.log('lighthouse', results.lighthouse.summary);
}
console.log(JSON.stringify(results, null, 2));
