// The embedded PostgreSQL that a running Atelier server (npm start) owns under DATA_DIR/pg, if any.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * postmaster.pid holds the server's pid (line 1) and port (line 4); the cluster password was
 * generated beside it at initdb (apps/api/src/db/embedded.ts). Null when no live server owns it.
 */
export function runningClusterUrl(dataDir, database = 'atelier') {
  const pg = join(dataDir, 'pg');
  const pidFile = join(pg, 'cluster', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but another user's (PostgreSQL runs as `postgres` when Atelier runs as root).
    if (error.code !== 'EPERM') return null;
  }
  const password = readFileSync(join(pg, 'password'), 'utf8').trim();
  return `postgres://atelier:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
