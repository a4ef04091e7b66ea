import type { DbOrTx } from '../../db/client.js';
import { insertGroup, insertTaxes } from './queries.js';
import type { Scope } from '../../http/scope.js';

export type TaxGroupValues = { name: string; taxes: { name: string; description: string; rate: string }[] };

/** Adds one group with its taxes after the account's other groups. */
export async function seedTaxGroup(db: DbOrTx, { accountId, group, position = 0 }: Scope & { group: TaxGroupValues; position?: number }): Promise<void> {
  const taxGroupId = await insertGroup(db, { accountId, values: { name: group.name, position } });
  await insertTaxes(db, { accountId, values: group.taxes.map((tax, index) => ({ taxGroupId, ...tax, position: index })) });
}
