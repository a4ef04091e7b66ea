// Planning benchmark (`npm run bench -- --only=planning`, issue 15 "Measure and report"): its own
// server and embedded PostgreSQL under .tmp/, a 4-bay shop with 2 technicians and 20 000
// appointments (data-planning.mjs), then the widget's availability (~200 calls on varied dates,
// one at a time) and the calendar's week (GET /api/events, 4 connections) each beside the SQL the
// API runs, the widget's first screen as transferred (brotli), and Lighthouse mobile on
// /book/{slug} (3 runs, medians). A ratio over 1.3 prints the plans (EXPLAIN ANALYZE) of its
// statements. A few minutes on a quiet 2-core machine.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { runningClusterUrl } from '../seed/running-cluster.mjs';
import { recordingDb } from './api-sql.mjs';
import { headersOf, sessionRounds, shopOwner } from './data.mjs';
import { insertCustomers, insertVehicles, step } from './data-generate.mjs';
import { PLANNING_HORIZON_DAYS, loadPlanning } from './data-planning.mjs';
import { availabilityCase, availabilityQueries, calendarWeeks, eventsWeekCase, widgetLighthouse, widgetTransfer } from './data-planning-cases.mjs';
import { BENCH_TIMEZONE } from './data-timelog.mjs';
import { sideBySide } from './load.mjs';
import { startServer, stopServer } from './server.mjs';
import { unlessMissing as unlessMissingIn } from './unless-missing.mjs';

const unlessMissing = (label, work) => unlessMissingIn('planning', label, work);

/** EXPLAIN (ANALYZE, BUFFERS) of the statements of one recorded call (BEGIN/COMMIT left out). */
async function explain(client, label, rounds) {
  console.log(`\n  planning: ${label}: its statements`);
  for (const q of rounds.flat().filter((q) => !/^\s*(begin|commit)\b/i.test(q.text))) {
    const { rows } = await client.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, values: q.values });
    console.log(`\n${q.text}\n${JSON.stringify(q.values).slice(0, 400)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

const pad = (value, width) => String(value ?? '—').padStart(width);

function printTable(r) {
  console.log('\nPlanning benchmark');
  const line = (label, ...cells) => console.log(`${label.padEnd(44)} ${cells.map((c, i) => pad(c, i === cells.length - 1 ? 8 : 9)).join(' ')}`);
  line('', 'API p50', 'API p95', 'SQL p50', 'SQL p95', 'ratio50', 'ratio95');
  const row = (label, m) =>
    m ? line(label, `${m.api.p50Ms} ms`, `${m.api.p95Ms} ms`, `${m.sql.p50Ms} ms`, `${m.sql.p95Ms} ms`, m.p50ApiToSql, m.p95ApiToSql) : line(label, 'not measured');
  row(`availability, ${r.availability?.api.calls ?? '?'} calls, 1 at a time`, r.availability);
  if (r.availability) line('  GET /api/health in the same turns (floor)', `${r.availability.healthP50Ms} ms`, `${r.availability.healthP95Ms} ms`);
  row(`GET /api/events, a week (~${r.eventsWeek?.perWeek ?? '?'} appointments)`, r.eventsWeek);
  const w = r.widget;
  console.log(
    w
      ? `widget first screen (br): ${w.filesKbBr} KB in ${w.files} files (budget ${w.budgetKb} KB) + ${w.apiKb} KB of ${w.apiCalls} API answers = ${w.totalKb} KB`
      : 'widget first screen: not measured',
  );
  const l = r.lighthouse;
  console.log(
    l
      ? `Lighthouse mobile /book/{slug}, median of ${l.runs}: performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices}, TBT ${l.tbtMs} ms, LCP ${l.lcpMs} ms, FCP ${l.fcpMs} ms, CLS ${l.cls}, ${l.transferKb} KB (speed index of the machine ${l.benchmarkIndex})`
      : 'Lighthouse mobile /book/{slug}: not measured',
  );
  if (l?.findings.length) console.log(`  what Lighthouse blames in the median run:\n    ${l.findings.join('\n    ')}`);
}

/** The planning benchmark; `count` appointments, `calls` availability calls, `lighthouseRuns` Lighthouse runs. */
export async function benchPlanning(
  root,
  { count = 20_000, calls = 200, seconds = 8, connections = 4, customers = 5_000, lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) } = {},
) {
  const dataDir = join(root, '.tmp', `bench-planning-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const server = await step('server start (migrations, NHTSA makes)', () => startServer({ root, dataDir }));
  const connectionString = runningClusterUrl(dataDir);
  const client = new pg.Client({ connectionString });
  const recorder = await recordingDb(connectionString);
  const pool = new pg.Pool({ connectionString, max: 10 });
  const results = {};
  try {
    await client.connect();
    const owner = await shopOwner(server, dataDir, client);
    const { accountId } = owner;
    await step(`${customers.toLocaleString('en')} customers and their vehicles`, async () => {
      await insertCustomers(client, { accountId, from: 0, count: customers });
      await insertVehicles(client, { accountId, count: customers * 2, serialFrom: 0 });
    });
    const shop = await step(`booking settings, 4 bays, 2 technicians, ${count.toLocaleString('en')} appointments`, () => loadPlanning(client, { accountId, count }));
    results.data = { appointments: shop.appointments, future: shop.future, first: shop.first, last: shop.last, seconds: shop.seconds };
    console.log(`  planning: ${shop.appointments} appointments from ${shop.first} to ${shop.last}, ${shop.future} to come`);

    const {
      rows: [{ today }],
    } = await client.query(`SELECT (now() AT TIME ZONE $1)::date::text AS today`, [BENCH_TIMEZONE]);
    const queries = availabilityQueries({ today, horizonDays: PLANNING_HORIZON_DAYS, services: shop.services, calls });
    const availability = await unlessMissing('availability', () =>
      step(`availability, ${calls} calls`, () => availabilityCase({ recorder, pool, client, url: server.url, slug: shop.slug, queries })),
    );
    if (availability) {
      const { calls: recorded, limitRound, ...figures } = availability;
      results.availability = figures;
      console.log(
        `  planning: availability: API p50 ${figures.api.p50Ms} ms p95 ${figures.api.p95Ms} ms | SQL p50 ${figures.sql.p50Ms} ms p95 ${figures.sql.p95Ms} ms; ` +
          `GET /api/health (no database) p50 ${figures.healthP50Ms} ms p95 ${figures.healthP95Ms} ms; ` +
          `${figures.days.withSlots}/${figures.days.asked} days with slots (median ${figures.days.medianSlots}), rate limit counted: ${figures.rateLimitCounted}`,
      );
      if (process.env.BENCH_EXPLAIN || figures.p50ApiToSql > 1.3 || figures.p95ApiToSql > 1.3) {
        // A day with slots and a closed day (which searches the next date with one).
        const open = queries.findIndex((_, i) => recorded[i].flat().length <= 3);
        const closed = queries.findIndex((_, i) => recorded[i].flat().length > 3);
        if (open >= 0) await explain(client, `availability ${queries[open].date}`, [...limitRound, ...recorded[open]]);
        if (closed >= 0) await explain(client, `availability ${queries[closed].date} (searches the next date)`, [...limitRound, ...recorded[closed]]);
      }
    }

    const weeks = await calendarWeeks(client, { timezone: BENCH_TIMEZONE });
    const {
      rows: [{ id: userId }],
    } = await client.query(`SELECT id FROM users WHERE email = $1`, [owner.email]);
    const eventsWeek = await unlessMissing('GET /api/events', async () => {
      const headers = await headersOf(server, owner);
      const built = await eventsWeekCase({ recorder, client, accountId, userId, weeks });
      const auth = await sessionRounds(recorder, headers);
      const [measured] = await step(`GET /api/events, ${weeks.length} weeks in turn`, () =>
        sideBySide([{ paths: built.paths, calls: built.calls.map((rounds) => [...auth, ...rounds]), headers }], {
          url: server.url,
          connectionString,
          seconds,
          connections,
        }),
      );
      if (process.env.BENCH_EXPLAIN || measured.p50ApiToSql > 1.3 || measured.p95ApiToSql > 1.3) await explain(client, 'GET /api/events', built.calls[2]);
      return { ...measured, perWeek: built.perWeek };
    });
    if (eventsWeek) {
      results.eventsWeek = eventsWeek;
      console.log(
        `  planning: GET /api/events: API p50 ${eventsWeek.api.p50Ms} ms p95 ${eventsWeek.api.p95Ms} ms | SQL p50 ${eventsWeek.sql.p50Ms} ms p95 ${eventsWeek.sql.p95Ms} ms`,
      );
    }

    results.widget = await unlessMissing('widget size', () => step('widget first screen', () => widgetTransfer({ url: server.url, slug: shop.slug })));
    if (results.widget) {
      console.log(`  planning: widget files:\n    ${results.widget.detail.join('\n    ')}`);
      if (results.widget.consoleErrors.length) console.log(`  planning: widget console errors:\n    ${results.widget.consoleErrors.join('\n    ')}`);
    }
    results.lighthouse = await unlessMissing('Lighthouse', () =>
      step(`Lighthouse mobile /book/${shop.slug}, ${lighthouseRuns} runs`, () => widgetLighthouse({ url: server.url, slug: shop.slug, runs: lighthouseRuns })),
    );
  } finally {
    await pool.end().catch(() => undefined);
    await recorder.close().catch(() => undefined);
    await client.end().catch(() => undefined);
    await stopServer(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
  printTable(results);
  const r = results;
  results.summary = {
    appointments: r.data.appointments,
    availabilityP50Ms: r.availability?.api.p50Ms,
    availabilityP95Ms: r.availability?.api.p95Ms,
    availabilityP50ApiToSql: r.availability?.p50ApiToSql,
    availabilityP95ApiToSql: r.availability?.p95ApiToSql,
    healthFloorP50Ms: r.availability?.healthP50Ms,
    eventsWeekP50Ms: r.eventsWeek?.api.p50Ms,
    eventsWeekP50ApiToSql: r.eventsWeek?.p50ApiToSql,
    eventsWeekP95ApiToSql: r.eventsWeek?.p95ApiToSql,
    widgetFirstScreenKbBr: r.widget?.filesKbBr,
    widgetWithApiKbBr: r.widget?.totalKb,
    lighthouseMobile: r.lighthouse && {
      performance: r.lighthouse.performance,
      accessibility: r.lighthouse.accessibility,
      bestPractices: r.lighthouse.bestPractices,
      tbtMs: r.lighthouse.tbtMs,
      lcpMs: r.lighthouse.lcpMs,
    },
    minutes: +((performance.now() - started) / 60000).toFixed(1),
  };
  return results;
}
