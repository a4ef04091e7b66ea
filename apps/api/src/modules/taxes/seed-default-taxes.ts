import type { Tx } from '../../db/client.js';
import { languageDefaultTaxes, localized } from './default-taxes.js';
import { seedTaxGroup } from './seed-tax-group.js';
import type { Scope } from '../../http/scope.js';

/**
 * Gives a new account its tax group (issue 5: "a new account in Quebec starts with GST 5 % + QST
 * 9.975 %; one in France with TVA 20 %"), guessed from the language until the workspace address
 * tells the region (adopt-region-taxes.ts). Runs inside the sign-up transaction.
 */
export async function seedDefaultTaxes(tx: Tx, { accountId, language }: Scope & { language: string }): Promise<void> {
  await seedTaxGroup(tx, { accountId, group: localized(languageDefaultTaxes(language), language) });
}
