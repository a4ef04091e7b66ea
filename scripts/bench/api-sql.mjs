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
 * statements of one round were sent together (Promise.all) and are replayed together. A statement
 * the API prepares keeps its name (replayed as the same named statement).
 */
export async function recordingDb(connectionString) {
  const [{ drizzle }, schema] = await Promise.all([import('drizzle-orm/node-postgres'), apiModule('db/schema/index.ts')]);
  const pool = new pg.Pool({ connectionString, max: 4 });
  // The API prepares its hottest statements (apps/api/src/db/prepared.ts): drizzle then sends a
  // named query. The name is kept with the text so the SQL side replays it prepared too.
  const names = new Map();
  const query = pool.query.bind(pool);
  pool.query = (config, ...rest) => {
    if (config && typeof config === 'object' && config.name) names.set(config.text, config.name);
    return query(config, ...rest);
  };
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
        return rounds.map((round) => round.map((q) => (names.has(q.text) ? { ...q, name: names.get(q.text) } : q)));
      } finally {
        rounds = null;
      }
    },
    close: () => pool.end(),
  };
}
