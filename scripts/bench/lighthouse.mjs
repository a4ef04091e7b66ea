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
// shop's generation (1–2 min): ~15 min. BENCH_LIGHTHOUSE_RUNS=1 for a quick look.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { runningClusterUrl } from '../seed/running-cluster.mjs';
import { BUDGETS, figuresOf, medianFigures, medianRun, missedBudgets, printTable, topFindings } from './lighthouse-report.mjs';
import { launchBrowser, runOnce, signIn } from './lighthouse-run.mjs';
import { benchmarkShop, demoShop } from './lighthouse-shops.mjs';
import { startServer, stopServer } from './server.mjs';

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

const PRESETS = ['mobile', 'desktop'];

/** Every page of a shop under both presets; the sign-in page (no shop data in it) only once. */
async function measureShop({ page, server, shop, runs, withSignIn, rows }) {
  for (const preset of PRESETS) {
    for (const target of pagesOf(shop.ids).filter((p) => withSignIn || p.signedIn)) {
      // A fresh sign-in per page: access tokens last 15 minutes, a whole shop takes longer.
      const storage = target.signedIn ? await signIn(server.url, shop.owner) : null;
      const lhrs = [];
      for (let run = 0; run < runs; run++) lhrs.push(await runOnce({ page, origin: server.url, target, preset, storage }));
      const figures = medianFigures(lhrs.map(figuresOf));
      const missed = missedBudgets(preset, figures);
      const row = { shop: shop.name, preset, page: target.label, path: target.path.replace(/[0-9a-f-]{36}/, ':uuid'), figures, missed };
      if (missed.length > 0) row.findings = topFindings(medianRun(lhrs));
      rows.push(row);
      console.log(
        `  lighthouse: ${shop.name}, ${preset}, ${target.label}: perf ${figures.performance}, TBT ${figures.tbtMs} ms, ${figures.transferKb} KB${missed.length ? ` (misses ${missed.join(', ')})` : ''}`,
      );
    }
  }
}

/** `runs` per page and preset (BENCH_LIGHTHOUSE_RUNS, 3 by default); `benchmark`: the benchmark shop's sizes. */
export async function benchLighthouse(root, { runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), benchmark = {} } = {}) {
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
    const demo = await demoShop({ root, dataDir, client });
    await measureShop({ page, server, shop: demo, runs, withSignIn: true, rows });
    const big = await benchmarkShop({ server, dataDir, client, ...benchmark });
    await measureShop({ page, server, shop: big, runs, withSignIn: false, rows });
  } finally {
    await browser?.close().catch(() => undefined);
    await client.end().catch(() => undefined);
    await stopServer(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\nLighthouse ${runs} runs each, medians (✗: misses its budget)`);
  printTable(rows);
  const misses = rows.filter((r) => r.missed.length > 0);
  for (const r of misses) console.log(`\n${r.shop}, ${r.preset}, ${r.page}: ${r.missed.join(', ')}\n  ${r.findings.join('\n  ')}`);
  return {
    runsPerPage: runs,
    budgets: BUDGETS,
    pages: rows,
    summary: { pages: rows.length, missingBudget: misses.length, minutes: +((performance.now() - started) / 60000).toFixed(1) },
  };
}
