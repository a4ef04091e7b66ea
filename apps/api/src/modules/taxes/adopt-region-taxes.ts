import type { DbOrTx } from '../../db/client.js';
import { lockAccount } from '../accounts/queries.js';
import { completePreferences } from '../accounts/complete-preferences.js';
import { languageDefaultTaxes, localized, regionDefaultTaxes } from './default-taxes.js';
import { deleteAllGroups, groupsOf, taxesOf, type TaxGroupRow, type TaxRow } from './queries.js';
import { seedTaxGroup, type TaxGroupValues } from './seed-tax-group.js';
import type { Scope } from '../../http/scope.js';

/** The stored groups are exactly `group` (same names, descriptions and rates, in order). */
function isExactly(groups: TaxGroupRow[], taxes: TaxRow[], group: TaxGroupValues): boolean {
  if (groups.length !== 1 || groups[0]!.name !== group.name || taxes.length !== group.taxes.length) return false;
  return group.taxes.every((expected, i) => {
    const tax = taxes[i]!;
    return tax.name === expected.name && tax.description === expected.description && Number(tax.rate) === Number(expected.rate);
  });
}

/**
 * Sign-up guesses the taxes from the language; the workspace address (setup step 2, workspace
 * profile) tells the region. Rule: while the account's taxes are still exactly what sign-up gave
 * it (nobody edited them), saving an address whose country/region the table knows replaces them
 * with that region's (QC → GST + QST, ON → HST 13 %, BC → GST + PST 7 %, FR → TVA 20 %, …).
 * Taxes someone changed, or a country the table does not know, are left alone.
 */
export async function adoptRegionTaxes(db: DbOrTx, { accountId, country, region }: Scope & { country: string | null; region: string | null }): Promise<void> {
  const regional = country ? regionDefaultTaxes(country, region) : undefined;
  if (!regional) return;
  const account = await lockAccount(db, { accountId });
  if (!account) return;
  const { language } = completePreferences(account.preferences);
  const [groups, taxes] = await Promise.all([groupsOf(db, { accountId }), taxesOf(db, { accountId })]);
  if (!isExactly(groups, taxes, localized(languageDefaultTaxes(language), language))) return;
  const wanted = localized(regional, language);
  if (isExactly(groups, taxes, wanted)) return;
  await deleteAllGroups(db, { accountId });
  await seedTaxGroup(db, { accountId, group: wanted });
}
