// The database `npm start` uses, for a script: DATABASE_URL when set, else the embedded
// PostgreSQL under DATA_DIR/pg (the running server's, or started here and stopped at the end).
import { join } from 'node:path';
import { createDb, createPool } from '../../apps/api/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded.ts';
import { runningClusterUrl } from './running-cluster.mjs';

export async function openDatabase(config) {
  let embedded;
  let where;
  let serverRunning = false;
  let url = config.databaseUrl;
  if (url) {
    where = 'the DATABASE_URL database';
  } else if ((url = runningClusterUrl(config.dataDir))) {
    // Its server holds the cluster: PostgreSQL takes a second client, not a second server.
    where = `the database of the Atelier server running on ${config.dataDir}`;
    serverRunning = true;
  } else {
    embedded = await startEmbeddedPostgres({ dir: join(config.dataDir, 'pg'), persistent: true });
    url = embedded.connectionString();
    where = `the embedded PostgreSQL in ${join(config.dataDir, 'pg')}`;
  }
  const pool = createPool(url);
  return {
    db: createDb(pool),
    where,
    serverRunning,
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}
