// The planning benchmark's measures (issue 15): the widget's availability call and the calendar's
// week beside the SQL the API runs for them (recorded from the API's own services:
// booking/get-availability.ts, events/list-events.ts), the widget's first screen as transferred
// (brotli), and Lighthouse mobile on /book/{slug}.
import { Agent, request as httpRequest } from 'node:http';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { apiModule, contracts } from './api-sql.mjs';
import { figuresOf, medianFigures, medianRun, topFindings } from './lighthouse-report.mjs';
import { launchBrowser } from './lighthouse-run.mjs';
import { percentile, replay } from './load.mjs';

const ms = (value) => +value.toFixed(2);
const pair = (api, sql) => ({
  api: { calls: api.length, p50Ms: ms(percentile(api, 50)), p95Ms: ms(percentile(api, 95)) },
  sql: { calls: sql.length, p50Ms: ms(percentile(sql, 50)), p95Ms: ms(percentile(sql, 95)) },
  p50ApiToSql: +(percentile(api, 50) / percentile(sql, 50)).toFixed(2),
  p95ApiToSql: +(percentile(api, 95) / percentile(sql, 95)).toFixed(2),
});

const addDays = (date, days) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The dates a customer looks at: every day of the booking window in turn (closed ones too), with several service choices. */
export function availabilityQueries({ today, horizonDays, services, calls }) {
  const mains = services.filter((s) => !s.addon).map((s) => s.id);
  const addon = services.find((s) => s.addon)?.id;
  const choices = [[mains[0]], [mains[1]], [mains[2]], [mains[0], mains[1]], addon ? [mains[0], addon] : [mains[2], mains[0]]];
  return Array.from({ length: calls }, (_, i) => ({ date: addDays(today, 1 + ((i * 7) % horizonDays)), services: choices[i % choices.length] }));
}

const clearBookingLimits = (client) => client.query(`DELETE FROM rate_limits WHERE key LIKE 'booking:%'`).catch(() => undefined);

/**
 * GET /api/public/shops/{slug}/availability?date&services, `queries` one at a time (the widget's
 * own pace: one customer, one day after another), each beside its recorded SQL sent through `pg`,
 * API and SQL in turn so the machine's load falls on both alike. The route is public and limited
 * per IP address (120 a minute): the benchmark clears those counters between calls, untimed; when
 * the route counts a call there, its counting statement is replayed on the SQL side too (under
 * another key). GET /api/health (no database) is timed in the same turns: the HTTP and framework
 * floor of any call at that moment. Answers the two sides' p50/p95, their ratios, the floor, and
 * what the days held.
 */
export async function availabilityCase({ recorder, pool, client, url, slug, queries, warmup = 20 }) {
  const { getAvailability } = await apiModule('modules/booking/get-availability.ts');
  const calls = [];
  const answers = [];
  for (const q of queries) {
    let answer;
    calls.push(await recorder.record(async (db) => (answer = await getAvailability(db, { slug, date: q.date, services: q.services }))));
    answers.push(answer);
  }
  const paths = queries.map((q) => `/api/public/shops/${slug}/availability?date=${q.date}&services=${q.services.join(',')}`);
  // One keep-alive connection, node's plain HTTP client (lighter than fetch): as autocannon does for the other cases.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = async (path) => {
    const started = performance.now();
    const { status } = await rawGet(url + path, {}, agent);
    if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
    return performance.now() - started;
  };
  await clearBookingLimits(client);
  for (let i = 0; i < warmup; i++) {
    await get(paths[i % paths.length]);
    await replay(pool, calls[i % calls.length]);
  }
  // Does the route count its calls (booking-guard's rate limit)? Then the SQL side pays that statement too.
  const { rows: counted } = await client.query(`SELECT 1 FROM rate_limits WHERE key LIKE 'booking:read:%' LIMIT 1`).catch(() => ({ rows: [] }));
  let limitRound = [];
  if (counted.length > 0) {
    const [{ hitLimit }, { BOOKING_LIMITS }] = await Promise.all([apiModule('http/rate-limit.ts'), apiModule('modules/booking-guard/booking-rate-limit.ts')]);
    limitRound = await recorder.record((db) => hitLimit(db, 'bench:planning:sql-side', BOOKING_LIMITS.readPerIp));
  }
  const api = [];
  const sql = [];
  // The floor of any API call on this machine at this moment: GET /api/health (no database), in the same turns.
  const floor = [];
  for (const [i, path] of paths.entries()) {
    floor.push(await get('/api/health'));
    if (i % 50 === 0) await clearBookingLimits(client);
    const sqlSide = async () => {
      const started = performance.now();
      await replay(pool, [...limitRound, ...calls[i]]);
      sql.push(performance.now() - started);
    };
    // Alternately first: neither side always meets a cache the other just warmed.
    if (i % 2 === 0) {
      api.push(await get(path));
      await sqlSide();
    } else {
      await sqlSide();
      api.push(await get(path));
    }
  }
  agent.destroy();
  const slots = answers.map((a) => a.slots.length);
  return {
    ...pair(api, sql),
    healthP50Ms: ms(percentile(floor, 50)),
    healthP95Ms: ms(percentile(floor, 95)),
    rateLimitCounted: limitRound.length > 0,
    statements: calls.map((c) => c.flat().length),
    days: {
      asked: answers.length,
      withSlots: slots.filter((n) => n > 0).length,
      medianSlots: percentile(slots, 50),
      nextDateSearched: answers.filter((a) => a.nextDate).length,
    },
    calls,
    limitRound,
  };
}

/** Monday 00:00 of the weeks from `before` weeks ago to `after` weeks ahead, in the shop's zone, as ISO instants [from, to). */
export async function calendarWeeks(client, { timezone, before = 2, after = 5 }) {
  const { rows } = await client.query(
    `SELECT ((m + w * interval '7 days') AT TIME ZONE $1) AS "from", ((m + (w + 1) * interval '7 days') AT TIME ZONE $1) AS "to"
     FROM (SELECT date_trunc('week', now() AT TIME ZONE $1) AS m) AS d, generate_series(-$2::int, $3::int) AS w`,
    [timezone, before, after],
  );
  return rows.map((r) => ({ from: r.from.toISOString(), to: r.to.toISOString() }));
}

/** GET /api/events?from&to for each week, beside the SQL of the list service, as the owner. */
export async function eventsWeekCase({ recorder, client, accountId, userId, weeks }) {
  const [{ eventListQuerySchema }, { listEvents }] = await Promise.all([contracts(), apiModule('modules/events/list-events.ts')]);
  const {
    rows: [{ language }],
  } = await client.query(`SELECT coalesce(preferences->>'language', 'fr-CA') AS language FROM accounts WHERE id = $1`, [accountId]);
  const caller = { accountId, userId, unknownVehicle: language.startsWith('en') ? 'Vehicle' : 'Véhicule' };
  const calls = [];
  let listed = 0;
  for (const week of weeks) {
    const query = eventListQuerySchema.parse(week);
    calls.push(await recorder.record(async (db) => (listed += (await listEvents(db, { caller, query })).list.length)));
  }
  if (listed === 0) throw new Error('GET /api/events: every week empty');
  return { paths: weeks.map((w) => `/api/events?${new URLSearchParams(w)}`), calls, perWeek: Math.round(listed / weeks.length) };
}

/** The bytes of one GET as sent (not decoded), asking for brotli. */
function rawGet(url, headers = {}, agent = undefined) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, headers: { 'accept-encoding': 'br', ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'identity', type: res.headers['content-type'] ?? '' }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The widget's first screen as a customer's phone downloads it: the page opened in Chromium at
 * 360 px until the network is idle and a button shows, every same-origin file it asked for (page,
 * scripts, styles, fonts, images) fetched again with `Accept-Encoding: br` and its bytes on the
 * wire summed; the API answers it read (the shop, its services) are counted apart.
 */
export async function widgetTransfer({ url, slug }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const requested = new Map();
    page.on('request', (r) => requested.set(r.url(), r.resourceType()));
    // What the page logs as errors (Lighthouse's best-practices score counts them).
    const consoleErrors = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text().slice(0, 200)));
    page.on('response', (r) => r.status() >= 400 && consoleErrors.push(`${r.status()} ${r.url()}`));
    const response = await page.goto(`${url}/book/${slug}`, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) throw new Error(`GET /book/${slug} answered ${response?.status()}`);
    await page.getByRole('button').first().waitFor();
    await context.close();
    const files = [];
    for (const [address, kind] of requested) {
      if (!address.startsWith(url)) continue;
      const got = await rawGet(address);
      if (got.status !== 200) throw new Error(`GET ${address} answered ${got.status}`);
      files.push({ path: address.slice(url.length), kind, bytes: got.bytes, encoding: got.encoding, api: kind === 'fetch' || kind === 'xhr' });
    }
    const kb = (list) => +(list.reduce((s, f) => s + f.bytes, 0) / 1024).toFixed(1);
    const assets = files.filter((f) => !f.api);
    return {
      files: assets.length,
      filesKbBr: kb(assets),
      apiCalls: files.length - assets.length,
      apiKb: kb(files.filter((f) => f.api)),
      totalKb: kb(files),
      budgetKb: 60,
      detail: files.map((f) => `${f.path.slice(0, 60)} ${f.kind} ${(f.bytes / 1024).toFixed(1)} KB ${f.encoding}`),
      consoleErrors,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse mobile (its default preset: simulated slow 4G, 4× CPU) on /book/{slug}, `runs` cold
 * loads (the origin's storage and the HTTP cache cleared before each), the median of each figure.
 */
export async function widgetLighthouse({ url, slug, runs = 3 }) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const target = `${url}/book/${slug}`;
    const flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache'],
    };
    const lhrs = [];
    for (let run = 0; lhrs.length < runs && run < runs * 2; run++) {
      const cdp = await page.createCDPSession();
      await page.goto('about:blank');
      await cdp.send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'all' });
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const { lhr } = await lighthouse(target, flags, undefined, page);
      if (lhr.runtimeError) {
        console.log(`  planning: Lighthouse failed on ${target}: ${lhr.runtimeError.code}; again`);
        continue;
      }
      if (!new URL(lhr.finalDisplayedUrl).pathname.startsWith(`/book/${slug}`)) throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${target}`);
      lhrs.push(lhr);
    }
    if (lhrs.length === 0) throw new Error(`Lighthouse recorded no run of ${target}`);
    return { runs: lhrs.length, ...medianFigures(lhrs.map(figuresOf)), findings: topFindings(medianRun(lhrs)) };
  } finally {
    await browser.close();
  }
}
