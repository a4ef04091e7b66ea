import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: queries accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * A client that loses its connection (the server restarted, crashed, or was stopped) emits
 * `error`; unheard, that event ends the process. The pool hears its idle clients; a client checked
 * out (a transaction, a query between two messages) is heard here. Its query fails on its own,
 * the pool drops the dead client, and the next query opens a new connection when the server is back.
 */
export function createPool(connectionString: string, max = 10, onConnectionError?: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  pool.on('error', (error) => onConnectionError?.(error));
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle({ client: pool, schema });
}
