import { STATUS_KINDS } from '@atelier/contracts';
import type { Tx } from '../../db/client.js';
import { DEFAULT_STATUSES } from './default-statuses.js';
import { STATUS_TABLES } from './status-tables.js';
import type { Scope } from '../../http/scope.js';

/**
 * Gives a new account its default work-order and entry statuses (issue 5), named in the account's
 * language (English for 'en', French otherwise), ordered 0, 1… within each group. Runs inside the
 * sign-up transaction.
 */
export async function seedDefaultStatuses(tx: Tx, { accountId, language }: Scope & { language: string }): Promise<void> {
  const lang = language === 'en' ? 'en' : 'fr';
  for (const kind of STATUS_KINDS) {
    const defaults = DEFAULT_STATUSES[kind];
    await tx.insert(STATUS_TABLES[kind]).values(
      defaults.map((status, index) => ({
        accountId,
        name: status[lang],
        group: status.group,
        position: defaults.slice(0, index).filter((before) => before.group === status.group).length,
      })),
    );
  }
}
