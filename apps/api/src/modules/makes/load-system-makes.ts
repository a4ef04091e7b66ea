import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { makes } from '../../db/schema/index.js';
import { vpicDatabasePath } from '../vin/vpic-database.js';
import { readVpicMakes } from './read-vpic-makes.js';

export type SystemMakesLoad = { makes: number; models: number; milliseconds: number };

// Advisory lock key (one 64-bit key) held while the SYSTEM makes are written.
const LOADER_LOCK = 0x61_74_65_6c_69_65_72n; // 'atelier'

const hasSystemMakes = async (db: Pick<Db, 'select'>) => (await db.select({ id: makes.id }).from(makes).where(eq(makes.source, 'SYSTEM')).limit(1)).length > 0;

/**
 * Copies the NHTSA vPIC makes and models into PostgreSQL as SYSTEM rows (workshop §3
 * Manufacturer: source USER or SYSTEM), once per database: at boot after the migrations, and into
 * the test template. Two processes starting together load once: the writer holds an advisory
 * lock and whoever gets it second finds the rows there. Answers null when nothing was loaded.
 */
export async function loadSystemMakes(db: Db, dataDir: string): Promise<SystemMakesLoad | null> {
  if (await hasSystemMakes(db)) return null;
  const started = performance.now();
  // Read before the lock: the SQLite work takes most of the time and needs no database.
  const vpic = await readVpicMakes(await vpicDatabasePath(dataDir));
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOADER_LOCK.toString()}::bigint)`);
    if (await hasSystemMakes(tx)) return false;
    // Two statements over arrays instead of 18 000 single-row inserts.
    await tx.execute(sql`
      INSERT INTO makes (vpic_id, name, source)
      SELECT x.vpic_id, x.name, 'SYSTEM'
      FROM unnest(${sql.param(vpic.makes.map((m) => m.vpicId))}::int[], ${sql.param(vpic.makes.map((m) => m.name))}::text[]) AS x(vpic_id, name)`);
    await tx.execute(sql`
      INSERT INTO models (make_id, vpic_id, name, source)
      SELECT mk.id, x.vpic_id, x.name, 'SYSTEM'
      FROM unnest(
        ${sql.param(vpic.models.map((m) => m.makeVpicId))}::int[],
        ${sql.param(vpic.models.map((m) => m.vpicId))}::int[],
        ${sql.param(vpic.models.map((m) => m.name))}::text[]
      ) AS x(make_vpic_id, vpic_id, name)
      JOIN makes mk ON mk.vpic_id = x.make_vpic_id`);
    return true;
  });
  if (!loaded) return null;
  return { makes: vpic.makes.length, models: vpic.models.length, milliseconds: Math.round(performance.now() - started) };
}
