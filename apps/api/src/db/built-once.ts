import type { DbOrTx } from './client.js';

/**
 * A statement built once per database handle and run many times. Drizzle builds a query's SQL
 * text, its parameter list and its row mapping again on every call: ≈ 70 µs of the event loop
 * each, on the statements every call of a hot route makes (the session lookup of every
 * authenticated request). `build` answers `….prepare('')`: a prepared query WITHOUT a name, so
 * PostgreSQL receives the very same Parse, Bind and Execute as before (node-postgres names a
 * server-side statement only when given a name); the values fill its sql.placeholder()s.
 */
export function builtOnce<P>(build: (db: DbOrTx) => P): (db: DbOrTx) => P {
  const built = new WeakMap<DbOrTx, P>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
