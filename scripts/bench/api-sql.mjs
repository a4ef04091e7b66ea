// The SQL an API service runs, taken from the API's own query builders: the service is called
// once on a drizzle database whose logger keeps each statement's text and parameters, so the
// benchmark replays exactly what the route sends to PostgreSQL, not a hand copy.
import { setImmediate } from 'node:timers';
import pg from 'pg';
import { register } from 'tsx/esm/api';

let unregister;

/** The API's TypeScript modules, loaded through tsx (the benchmark itself is plain node). */
export async function apiModule(path) {
  unregister ??= register();
  return import(new URL(`../../apps/api/src/${path}`, import.meta.url).href);
}

/** The shared schemas (packages/contracts, TypeScript too). */
export async function contracts() {
  unregister ??= register();
  return import('@atelier/contracts');
}

/**
 * A recording database: `record(work)` answers the statements `work` issued, in rounds; the
 * statements of one round were sent together (Promise.all) and are replayed together.
 */
export async function recordingDb(connectionString) {
  const [{ drizzle }, schema] = await Promise.all([import('drizzle-orm/node-postgres'), apiModule('db/schema/index.ts')]);
  const pool = new pg.Pool({ connectionString, max: 4 });
  let rounds = null;
  let open = null;
  const logger = {
    logQuery(text, params) {
      if (!rounds) return;
      if (!open) {
        open = [];
        rounds.push(open);
        // Statements issued before the event loop turns again belong to the same round.
        setImmediate(() => (open = null));
      }
      open.push({ text, values: params });
    },
  };
  const db = drizzle({ client: pool, schema, logger });
  return {
    db,
    async record(work) {
      rounds = [];
      open = null;
      try {
        await work(db);
        return rounds;
      } finally {
        rounds = null;
      }
    },
    close: () => pool.end(),
  };
}
