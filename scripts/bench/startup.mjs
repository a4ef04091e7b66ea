// Time from `npm start` (scripts/start.mjs, web already built) to a ready server: the first start
// on an empty data directory (initdb, migrations) and later starts on the same data.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { median, startServer, stopServer } from './server.mjs';

export async function benchStartup(root) {
  const dataDir = join(root, '.tmp', `bench-startup-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const start = () => startServer({ root, dataDir, args: ['scripts/start.mjs'] });
  const first = await start();
  await stopServer(first.child);
  const again = [];
  for (let i = 0; i < 5; i++) {
    const next = await start();
    again.push(next.readyMs);
    await stopServer(next.child);
  }
  await rm(dataDir, { recursive: true, force: true });
  const second = median(again);
  return { firstStartMs: Math.round(first.readyMs), secondStartMedianMs: Math.round(second), ratioFirstToSecond: +(first.readyMs / second).toFixed(2) };
}
