import type { Feature } from '@atelier/contracts';
import type { features } from '../../db/schema/index.js';

export function presentFeature(row: typeof features.$inferSelect): Feature {
  return { id: row.id, type: row.type as Feature['type'] };
}
