import type { CatalogItem } from '@atelier/contracts';
import type { CatalogItemRow } from './queries.js';

/** Row → the catalogue item contract; `prices` carries the one STANDARD price in §3's shape. */
export function presentCatalogItem(row: CatalogItemRow): CatalogItem {
  const price = row.price === null ? null : Number(row.price);
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    code: row.code,
    description: row.description,
    price,
    rateType: 'STANDARD',
    prices: price === null ? [] : [{ price: { id: row.id, valuePerUnit: price, rateType: 'STANDARD' } }],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
