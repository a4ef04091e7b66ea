// Resident memory of the server process alone (not PostgreSQL): idle, then after 1 000 sign-ins.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const rssMb = (pid) => +(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024).toFixed(1);

async function post(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

export async function benchMemory(server, dataDir, { signins = 1000, concurrency = 4 } = {}) {
  const email = `bench.${Date.now()}@atelier.test`;
  const password = 'Garage!2026';
  await post(`${server.url}/api/auth/signup`, { fullname: 'Banc Essai', email, password });
  // The file outbox holds the verification mail; its token verifies the account.
  let token;
  for (let i = 0; i < 100 && !token; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const dir = join(dataDir, 'mail');
    const files = (() => { try { return readdirSync(dir); } catch { return []; } })();
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (text.includes(email)) token = /verify-email\?t=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    }
  }
  if (!token) throw new Error('no verification mail in the outbox');
  await fetch(`${server.url}/api/users/verify/${token}`);
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
