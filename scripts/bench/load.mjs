// The two sides of a data measurement, under the same load: HTTP requests with autocannon, and
// the same SQL sent straight to PostgreSQL through `pg` by as many workers as connections.
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMeter } from './cpu.mjs';

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function summary(latencies, seconds) {
  return {
    requests: latencies.length,
    perSecond: +(latencies.length / seconds).toFixed(1),
    p50Ms: +percentile(latencies, 50).toFixed(2),
    p95Ms: +percentile(latencies, 95).toFixed(2),
  };
}

/**
 * `paths` in turn for `seconds` over `connections` keep-alive connections to 127.0.0.1; answers
 * the latencies (autocannon's own: request written to response read). Every answer must be 200.
 */
export async function httpLoad({ url, paths, headers, seconds, connections }) {
  let next = 0;
  const latencies = [];
  const failures = new Map();
  const run = autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  run.on('response', (_client, status, _bytes, responseTime) => {
    if (status === 200) latencies.push(responseTime);
    else failures.set(status, (failures.get(status) ?? 0) + 1);
  });
  const result = await run;
  if (failures.size > 0 || result.errors > 0) {
    throw new Error(`${url}${paths[0]}…: ${[...failures].map(([s, n]) => `${n}× ${s}`).join(', ')} ${result.errors} errors`);
  }
  return latencies;
}

/**
 * One call of a recorded service: its rounds in order, each round's statements at once. A call
 * that opened a transaction (a round starting with BEGIN) runs on one connection, as it did.
 */
export async function replay(pool, rounds) {
  if (rounds.some((round) => /^\s*begin\b/i.test(round[0]?.text ?? ''))) {
    const client = await pool.connect();
    try {
      for (const round of rounds) for (const q of round) await client.query({ name: q.name, text: q.text, values: q.values, rowMode: 'array' });
    } finally {
      client.release();
    }
    return;
  }
  for (const round of rounds) await Promise.all(round.map((q) => pool.query({ name: q.name, text: q.text, values: q.values, rowMode: 'array' })));
}

/** The recorded SQL of each request (`calls`, one per path) in turn, for `seconds`, by `connections` workers. */
export async function sqlLoad({ pool, calls, seconds, connections }) {
  let next = 0;
  const latencies = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const rounds = calls[next++ % calls.length];
        const started = performance.now();
        await replay(pool, rounds);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/** The machine's (or the server's) CPU ms per call over the turns, null when /proc could not say. */
function perCall(turns, calls) {
  if (calls === 0 || turns.some((ms) => ms === null)) return null;
  return +(turns.reduce((sum, ms) => sum + ms, 0) / calls).toFixed(2);
}

/**
 * Each case (`paths` over HTTP, `calls` their recorded SQL) measured on both sides, in `rounds`
 * alternating turns of `seconds / rounds` (API, SQL, next case…), so a change in the machine's
 * load falls on every side alike. Everything is warmed up first with one pass. Beside the
 * latencies, the CPU the whole machine spent per call on each side (load generator, server,
 * PostgreSQL, kernel), and the server process's own (`serverPid`): on shared cores, what the API
 * adds to a call is first the CPU it adds.
 */
export async function sideBySide(cases, { url, connectionString, seconds, connections, rounds = 2, serverPid }) {
  // As large as the server's pool (apps/api/src/db/client.ts).
  const pool = new pg.Pool({ connectionString, max: 10 });
  try {
    const runs = cases.map(() => ({ api: [], sql: [], cpu: { api: [], server: [], sql: [] } }));
    for (const c of cases) {
      for (const path of c.paths) {
        const response = await fetch(url + path, { headers: c.headers });
        if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
        await response.arrayBuffer();
      }
      for (const call of c.calls) await replay(pool, call);
    }
    const turn = seconds / rounds;
    for (let round = 0; round < rounds; round++) {
      for (const [i, c] of cases.entries()) {
        const cpu = runs[i].cpu;
        let stop = cpuMeter(serverPid);
        runs[i].api.push(...(await httpLoad({ url, paths: c.paths, headers: c.headers, seconds: turn, connections })));
        const api = stop();
        cpu.api.push(api.machineMs);
        cpu.server.push(api.processMs);
        stop = cpuMeter();
        runs[i].sql.push(...(await sqlLoad({ pool, calls: c.calls, seconds: turn, connections })));
        cpu.sql.push(stop().machineMs);
      }
    }
    return runs.map(({ api, sql, cpu }) => {
      const a = { ...summary(api, seconds), cpuMsPerCall: perCall(cpu.api, api.length), serverCpuMsPerCall: perCall(cpu.server, api.length) };
      const s = { ...summary(sql, seconds), cpuMsPerCall: perCall(cpu.sql, sql.length) };
      const cpuApiToSql = a.cpuMsPerCall === null || !s.cpuMsPerCall ? null : +(a.cpuMsPerCall / s.cpuMsPerCall).toFixed(2);
      return { api: a, sql: s, p50ApiToSql: +(a.p50Ms / s.p50Ms).toFixed(2), p95ApiToSql: +(a.p95Ms / s.p95Ms).toFixed(2), cpuApiToSql };
    });
  } finally {
    await pool.end();
  }
}
