import type { ErrorDetail, TaxGroupList, TaxGroupsInput } from '@atelier/contracts';
import type { Db, Tx } from '../../db/client.js';
import { lockAccount } from '../accounts/queries.js';
import { listTaxes } from './list-taxes.js';
import { deleteGroupsExcept, deleteTaxesExcept, groupsOf, insertGroup, insertTaxes, taxesOf, updateGroup, updateTax } from './queries.js';
import type { Scope } from '../../http/scope.js';
import { accountNotFound, unknownTaxIds } from './tax-errors.js';

/**
 * Every sent id must be one of the account's groups or taxes, sent once: another account's id
 * (or an unknown one) is refused with its path and nothing is written.
 */
export function checkIds(list: TaxGroupsInput['list'], stored: { groups: Set<number>; taxes: Set<number> }): void {
  const seenGroups = new Set<number>();
  const seenTaxes = new Set<number>();
  const details: ErrorDetail[] = [];
  const check = (id: number | undefined, known: Set<number>, seen: Set<number>, field: string) => {
    if (id === undefined) return;
    if (!known.has(id) || seen.has(id)) details.push({ field, message: 'ERR_NOT_FOUND' });
    seen.add(id);
  };
  list.forEach((group, g) => {
    check(group.id, stored.groups, seenGroups, `list.${g}.id`);
    group.taxes.forEach((tax, i) => check(tax.id, stored.taxes, seenTaxes, `list.${g}.taxes.${i}.id`));
  });
  if (details.length > 0) throw unknownTaxIds(details);
}

/**
 * PATCH /taxes (workshop §7: "PATCH /taxes with the full group list"): the account's groups and
 * taxes become exactly `list`, in its order. A group or tax with an id is updated (a tax may move
 * to another group), one without is created, a stored one left out is removed. One transaction
 * under the account row lock, so two saves never interleave.
 */
export async function saveTaxes(db: Db, { accountId, body }: Scope & { body: TaxGroupsInput }): Promise<TaxGroupList> {
  return db.transaction(async (tx) => {
    if (!(await lockAccount(tx, { accountId }))) throw accountNotFound();
    const [groups, taxes] = await Promise.all([groupsOf(tx, { accountId }), taxesOf(tx, { accountId })]);
    checkIds(body.list, { groups: new Set(groups.map((g) => g.id)), taxes: new Set(taxes.map((t) => t.id)) });
    await writeList(tx, accountId, body.list);
    return listTaxes(tx, { accountId });
  });
}

async function writeList(tx: Tx, accountId: number, list: TaxGroupsInput['list']): Promise<void> {
  const groupIds: number[] = [];
  for (const [position, group] of list.entries()) {
    const values = { name: group.name, position };
    if (group.id === undefined) groupIds.push(await insertGroup(tx, { accountId, values }));
    else {
      await updateGroup(tx, { accountId, id: group.id, values });
      groupIds.push(group.id);
    }
  }
  // Taxes first (kept ones may move out of a group about to go), then the groups left out.
  const keptTaxes = list.flatMap((group) => group.taxes.flatMap((tax) => (tax.id === undefined ? [] : [tax.id])));
  await deleteTaxesExcept(tx, { accountId, keep: keptTaxes });
  for (const [g, group] of list.entries()) {
    const taxGroupId = groupIds[g]!;
    const rows = group.taxes.map((tax, position) => ({
      id: tax.id,
      values: { taxGroupId, name: tax.name, description: tax.description, rate: String(tax.rate), position },
    }));
    for (const row of rows) if (row.id !== undefined) await updateTax(tx, { accountId, id: row.id, values: row.values });
    await insertTaxes(tx, { accountId, values: rows.filter((row) => row.id === undefined).map((row) => row.values) });
  }
  await deleteGroupsExcept(tx, { accountId, keep: groupIds });
}
