import type { StatusKind } from '@atelier/contracts';
import { entryStatuses, worksheetStatuses } from '../../db/schema/index.js';

export type StatusTable = typeof worksheetStatuses | typeof entryStatuses;

/** The table of each kind of status: work-order statuses and entry (service line) statuses. */
export const STATUS_TABLES: Record<StatusKind, StatusTable> = {
  worksheet: worksheetStatuses,
  entry: entryStatuses,
};

/**
 * First key of the transaction-scoped advisory lock a change of an account's statuses of this kind
 * takes (the second key is the account id). One lock per account and kind covers the rows that
 * exist and the one being inserted, which row locks alone cannot.
 */
export const STATUS_LOCK_KEYS: Record<StatusKind, number> = {
  worksheet: 5_001,
  entry: 5_002,
};
