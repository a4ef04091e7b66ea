// Lighthouse benchmark (`npm run bench -- --only=lighthouse`): the production build served by the
// benchmark server, measured by Lighthouse (npm `lighthouse`, Debian's Chromium) on eight pages
// of two shops, the demo shop and the benchmark shop (100 000 customers, 500 000 work orders),
// with the mobile (Lighthouse's default: simulated slow 4G, 4× CPU) and desktop presets, three
// runs each; the median of every figure, against the issue-12 budgets.
//
// Signed in with a cold cache: the web app keeps its session in localStorage (access token,
// refresh token, user: shared/session/sessionStore.ts), which Lighthouse's own storage reset
// would wipe, ending on the sign-in page. So Lighthouse runs with `disableStorageReset` and this
// script does the reset itself before every run (lighthouse-run.mjs): the origin's storage,
// cookies and the browser's HTTP cache are cleared over CDP, then only the session's three keys
// are written back, from a fresh API sign-in per page. That is a returning user's browser with
// nothing cached: every file is downloaded again, nothing else the app stored survives. A run that
// lands anywhere but the page asked for (the sign-in form, say) throws.
// 90 runs (15 pages × 2 presets × 3) of 5–15 s each on a quiet 2-core machine, plus the benchmark
// shop's generation (1–2 min): ~15 min. BENCH_LIGHTHOUSE_RUNS=1, BENCH_LIGHTHOUSE_PAGES=board
// (keys of pagesOf), BENCH_LIGHTHOUSE_PRESETS=mobile and BENCH_LIGHTHOUSE_SHOPS=demo for a quick look.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { runningClusterUrl } from '../seed/running-cluster.mjs';
import { BUDGETS, figuresOf, medianFigures, medianRun, missedBudgets, printTable, topFindings } from './lighthouse-report.mjs';
import { LighthouseRuntimeError, launchBrowser, runOnce, signIn } from './lighthouse-run.mjs';
import { benchmarkShop, demoShop } from './lighthouse-shops.mjs';
import { startServer, stopServer } from './server.mjs';

const envList = (value) => (value ? new Set(value.split(',').map((s) => s.trim())) : null);

/** The pages measured (routes from apps/web/src/features/*\/manifest.ts). */
export function pagesOf(ids) {
  return [
    { key: 'signin', label: 'sign-in', path: '/signin', signedIn: false },
    { key: 'board', label: 'board', path: '/', signedIn: true },
    { key: 'worksheets', label: 'work-order list', path: '/worksheets', signedIn: true },
    { key: 'worksheet', label: 'work order, 10 lines', path: `/worksheets/${ids.worksheet}`, signedIn: true },
    { key: 'customers', label: 'customer list', path: '/customers', signedIn: true },
    { key: 'customer', label: 'customer page', path: `/customers/${ids.customer}`, signedIn: true },
    { key: 'vehicle', label: 'vehicle page', path: `/mechs/${ids.vehicle}`, signedIn: true },
    { key: 'settings', label: 'settings home', path: '/settings', signedIn: true },
  ];
}

const PRESETS = [...(envList(process.env.BENCH_LIGHTHOUSE_PRESETS) ?? ['mobile', 'desktop'])];
const SHOPS = envList(process.env.BENCH_LIGHTHOUSE_SHOPS) ?? new Set(['demo', 'benchmark']);

/** One page under one preset: `runs` cold loads, the medians, the budgets missed and why. */
async function measurePage({ page, server, shop, target, preset, runs }) {
  // A fresh sign-in per page: access tokens last 15 minutes, a whole shop takes longer.
  const storage = target.signedIn ? await signIn(server.url, shop.owner) : null;
  const lhrs = [];
  const errors = [];
  for (let run = 0; run < runs; run++) {
    try {
      lhrs.push(await runOnce({ page, origin: server.url, target, preset, storage }));
    } catch (error) {
      // A trace Lighthouse could not record, again and again: that run is left out, the others
      // still count. A run on the wrong page is not caught: it stops the benchmark.
      if (!(error instanceof LighthouseRuntimeError)) throw error;
      errors.push(error.message);
    }
  }
  const row = { shop: shop.name, preset, page: target.label, path: target.path.replace(/[0-9a-f-]{36}/, ':uuid'), runs: lhrs.length };
  if (errors.length > 0) row.errors = errors;
  const label = `${shop.name}, ${preset}, ${target.label}`;
  if (lhrs.length === 0) {
    console.log(`  lighthouse: ${label}: no run recorded (${errors[0]})`);
    return { ...row, figures: null, missed: ['no run recorded'] };
  }
  const figures = medianFigures(lhrs.map(figuresOf));
  const missed = missedBudgets(preset, figures);
  const misses = missed.length ? ` (misses ${missed.join(', ')})` : '';
  console.log(`  lighthouse: ${label}: perf ${figures.performance}, TBT ${figures.tbtMs} ms, ${figures.transferKb} KB${misses}`);
  return { ...row, figures, missed, ...(missed.length > 0 && { findings: topFindings(medianRun(lhrs)) }) };
}

/** Every page of a shop under both presets; the sign-in page (no shop data in it) only once. */
async function measureShop({ page, server, shop, runs, only, withSignIn, rows }) {
  for (const preset of PRESETS) {
    for (const target of pagesOf(shop.ids).filter((p) => (withSignIn || p.signedIn) && (!only || only.has(p.key)))) {
      rows.push(await measurePage({ page, server, shop, target, preset, runs }));
    }
  }
}

/**
 * `runs` per page and preset (BENCH_LIGHTHOUSE_RUNS, 3 by default); `only`: the pages' keys to
 * measure (BENCH_LIGHTHOUSE_PAGES=board,worksheets; all by default); `benchmark`: the benchmark
 * shop's sizes.
 */
export async function benchLighthouse(
  root,
  { runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), only = envList(process.env.BENCH_LIGHTHOUSE_PAGES), benchmark = {} } = {},
) {
  const dataDir = join(root, '.tmp', `bench-lighthouse-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const server = await startServer({ root, dataDir });
  const client = new pg.Client({ connectionString: runningClusterUrl(dataDir) });
  let browser;
  const rows = [];
  try {
    await client.connect();
    browser = await launchBrowser();
    const page = await browser.newPage();
    if (SHOPS.has('demo')) {
      const demo = await demoShop({ root, dataDir, client });
      await measureShop({ page, server, shop: demo, runs, only, withSignIn: true, rows });
    }
    if (SHOPS.has('benchmark')) {
      const big = await benchmarkShop({ server, dataDir, client, ...benchmark });
      await measureShop({ page, server, shop: big, runs, only, withSignIn: false, rows });
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await client.end().catch(() => undefined);
    await stopServer(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\nLighthouse ${runs} runs each, medians (✗: misses its budget)`);
  printTable(rows);
  const misses = rows.filter((r) => r.missed.length > 0);
  for (const r of misses) console.log(`\n${r.shop}, ${r.preset}, ${r.page}: ${r.missed.join(', ')}\n  ${(r.findings ?? r.errors).join('\n  ')}`);
  return {
    runsPerPage: runs,
    budgets: BUDGETS,
    pages: rows,
    summary: { pages: rows.length, missingBudget: misses.length, minutes: +((performance.now() - started) / 60000).toFixed(1) },
  };
}
