// Resident memory of the server process alone (not PostgreSQL): idle, then after 1 000 sign-ins.
import { readFileSync } from 'node:fs';
import { post, verifiedOwner } from './owner.mjs';

const rssMb = (pid) => +(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024).toFixed(1);

export async function benchMemory(server, dataDir, { signins = 1000, concurrency = 4 } = {}) {
  const { email, password } = await verifiedOwner(server, dataDir);
  await new Promise((r) => setTimeout(r, 2000));
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
  return { rssIdleMb: idle, rssAfterSigninsMb: after, ratioAfterToIdle: +(after / idle).toFixed(2), signins, failed, signinsPerSecond: +(signins / seconds).toFixed(1) };
}
