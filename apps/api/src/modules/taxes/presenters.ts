import type { Tax, TaxGroup } from '@atelier/contracts';
import type { TaxGroupRow, TaxRow } from './queries.js';

/** numeric(7,4) comes back as '9.9750': the number 9.975. */
export function presentTax(row: TaxRow): Tax {
  return { id: row.id, name: row.name, description: row.description, rate: Number(row.rate) };
}

/** Groups in their order, each with its taxes (already in order). */
export function presentTaxGroups(groups: TaxGroupRow[], taxes: TaxRow[]): TaxGroup[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    taxes: taxes.filter((tax) => tax.taxGroupId === group.id).map(presentTax),
  }));
}
