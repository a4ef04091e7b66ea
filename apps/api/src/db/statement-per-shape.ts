import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** Builds the text only: the same default dialect (no casing) as the database handle's. */
const dialect = new PgDialect();

/**
 * A statement whose SQL text depends only on a few switches (which filters a list call sets):
 * built once per shape with `sql.placeholder()`s for every value, and filled on each call
 * (`keyOf` names a shape: equal keys must build the same text). Drizzle then no longer rebuilds
 * the text on every call (the timesheet's two statements: 61-72 µs → 5-6 µs on a quiet core;
 * drizzle was 16 % of the server's CPU in the benchmark's profile, issue 12). The statement stays
 * unnamed, its text the same as a build with the values: PostgreSQL still plans each call for its
 * own values (a generic plan could read a week as two years).
 */
export function statementPerShape<Shape>(build: (shape: Shape) => SQL, keyOf: (shape: Shape) => string = String) {
  const texts = new Map<string, ReturnType<PgDialect['sqlToQuery']>>();
  const statements = new WeakMap<DbOrTx, Map<string, PgPreparedQuery<PreparedQueryConfig>>>();
  return async function run<Row>(db: DbOrTx, shape: Shape, values: Record<string, unknown>): Promise<Row[]> {
    const key = keyOf(shape);
    let ofDb = statements.get(db);
    if (!ofDb) statements.set(db, (ofDb = new Map()));
    let statement = ofDb.get(key);
    if (!statement) {
      let text = texts.get(key);
      if (!text) texts.set(key, (text = dialect.sqlToQuery(build(shape))));
      // A transaction has its own session (its connection): its statements are its own.
      statement = db._.session.prepareQuery(text, undefined, undefined, false);
      ofDb.set(key, statement);
    }
    const result = (await statement.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
