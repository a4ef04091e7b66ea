import type { Brand } from '@atelier/contracts';
import type { brands } from '../../db/schema/index.js';

export function presentBrand(row: typeof brands.$inferSelect): Brand {
  return { uuid: row.uuid, logo: row.logo, address: row.address ?? null, email: row.email, mobile: row.mobile };
}
