// Resident memory of the server process alone (not PostgreSQL): idle, after 1 000 sign-ins, and
// while 100 keep-alive connections read the signed-in lists (issue 12: budget ≤ 250 MB).
import { readFileSync } from 'node:fs';
import { httpLoad } from './load.mjs';
import { post, verifiedOwner } from './owner.mjs';

const rssMb = (pid) => +(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024).toFixed(1);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const RSS_BUDGET_MB = 250;

export async function benchMemory(server, dataDir, { signins = 1000, concurrency = 4, connections = 100, loadSeconds = 20, customers = 60 } = {}) {
  const { email, password } = await verifiedOwner(server, dataDir);
  await sleep(2000);
  const idle = rssMb(server.child.pid);
  let done = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (done < signins) {
        done++;
        const r = await post(`${server.url}/api/auth/signin`, { username: email, password });
        if (r.status !== 200) failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = rssMb(server.child.pid);
  const load = await rssUnderLoad(server, { email, password, connections, loadSeconds, customers });
  return {
    rssIdleMb: idle,
    rssAfterSigninsMb: after,
    ratioAfterToIdle: +(after / idle).toFixed(2),
    signins,
    failed,
    signinsPerSecond: +(signins / seconds).toFixed(1),
    ...load,
    budgetMb: RSS_BUDGET_MB,
    withinBudget: load.rssMaxUnderLoadMb <= RSS_BUDGET_MB,
  };
}

/**
 * `connections` keep-alive clients, signed in, read the customer list, the work-order list and
 * the board (compressed, as a browser asks) for `loadSeconds`; RSS is sampled every 250 ms.
 * Settled: 10 s after the load stops (what the process keeps once the burst is over).
 */
async function rssUnderLoad(server, { email, password, connections, loadSeconds, customers }) {
  const session = await post(`${server.url}/api/auth/signin`, { username: email, password });
  const auth = { authorization: `Bearer ${session.body.data.accessToken}` };
  for (let i = 0; i < customers; i++) {
    const created = await post(`${server.url}/api/customers`, { fullname: `Client Mémoire ${i}`, email: `client${i}@memoire.test` }, auth);
    if (created.status !== 201) throw new Error(`customer not created: ${created.status}`);
  }
  const before = rssMb(server.child.pid);
  let max = before;
  const sampler = setInterval(() => (max = Math.max(max, rssMb(server.child.pid))), 250);
  let latencies = [];
  let loadError;
  try {
    latencies = await httpLoad({
      url: server.url,
      paths: ['/api/customers', '/api/worksheets', '/api/worksheets/board'],
      headers: { ...auth, 'accept-encoding': 'br, gzip' },
      seconds: loadSeconds,
      connections,
    });
  } catch (error) {
    // A few timed-out requests on a saturated machine: the memory figures still hold; say so.
    loadError = error.message;
  } finally {
    clearInterval(sampler);
  }
  max = Math.max(max, rssMb(server.child.pid));
  await sleep(10_000);
  return {
    connections,
    loadSeconds,
    loadRequests: latencies.length,
    loadRequestsPerSecond: +(latencies.length / loadSeconds).toFixed(1),
    rssBeforeLoadMb: before,
    rssMaxUnderLoadMb: max,
    rssSettledAfterLoadMb: rssMb(server.child.pid),
    ...(loadError && { loadError }),
  };
}
