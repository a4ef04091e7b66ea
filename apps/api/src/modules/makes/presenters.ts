import type { Make, Model } from '@atelier/contracts';

type Named = { id: number; name: string; source: 'USER' | 'SYSTEM' };

export function presentMake(row: Named): Make {
  return { id: row.id, name: row.name, source: row.source };
}

export function presentModel(row: Named): Model {
  return { id: row.id, name: row.name, source: row.source };
}
