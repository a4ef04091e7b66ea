// The database a backup reads or a restore fills, for the scripts: DATABASE_URL when set, else
// the embedded PostgreSQL under DATA_DIR/pg (the running server's, or started for the occasion
// and stopped at the end).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded.ts';
import { runningClusterUrl } from '../seed/running-cluster.mjs';

export class ScriptError extends Error {}

/** The database to back up: it must exist (a backup never creates an empty cluster). */
export async function backupSource(config) {
  if (config.databaseUrl) return { url: config.databaseUrl, where: 'the DATABASE_URL database', close: async () => undefined };
  const running = runningClusterUrl(config.dataDir);
  if (running) return { url: running, where: `the database of the Atelier server running on ${config.dataDir}`, close: async () => undefined };
  const dir = join(config.dataDir, 'pg');
  if (!existsSync(join(dir, 'cluster', 'PG_VERSION'))) {
    throw new ScriptError(`there is no Atelier database in ${config.dataDir}: set DATA_DIR to Atelier's data directory, or DATABASE_URL`);
  }
  const embedded = await startEmbeddedPostgres({ dir, persistent: true });
  return { url: embedded.connectionString(), where: `the embedded PostgreSQL in ${dir}`, close: () => embedded.stop() };
}

/** The database to restore into: never one a running server uses; an embedded cluster is made if there is none. */
export async function restoreTarget(config) {
  if (config.databaseUrl) return { url: config.databaseUrl, where: 'the DATABASE_URL database', close: async () => undefined };
  if (runningClusterUrl(config.dataDir)) {
    throw new ScriptError(
      `Atelier is running on ${config.dataDir}: a backup is restored into an empty data directory (stop the server, or set DATA_DIR to a new directory)`,
    );
  }
  const dir = join(config.dataDir, 'pg');
  const embedded = await startEmbeddedPostgres({ dir, persistent: true });
  return { url: embedded.connectionString(), where: `the embedded PostgreSQL in ${dir}`, close: () => embedded.stop() };
}

export function megabytes(bytes) {
  return (bytes / 1024 / 1024).toFixed(1);
}
