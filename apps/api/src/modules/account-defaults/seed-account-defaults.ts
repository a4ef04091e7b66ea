import type { Tx } from '../../db/client.js';
import { seedDefaultCatalog } from '../catalog/seed-default-catalog.js';
import { seedDefaultEquipmentTypes } from '../equipments/seed-default-equipment-types.js';
import { seedDefaultStatuses } from '../statuses/seed-default-statuses.js';
import { seedDefaultTaxes } from '../taxes/seed-default-taxes.js';
import type { Scope } from '../../http/scope.js';

export type DefaultsKind = 'equipmentTypes' | 'statuses' | 'taxes' | 'catalog';
export const DEFAULTS_KINDS: readonly DefaultsKind[] = ['equipmentTypes', 'statuses', 'taxes', 'catalog'];

const SEEDS: Record<DefaultsKind, (tx: Tx, account: Scope & { language: string }) => Promise<void>> = {
  equipmentTypes: seedDefaultEquipmentTypes,
  statuses: seedDefaultStatuses,
  taxes: seedDefaultTaxes,
  catalog: seedDefaultCatalog,
};

/**
 * What a new shop starts with, in its language: equipment types (issue 4), work-order and entry
 * statuses, taxes and a catalogue (issue 5). `kinds` narrows it (the backfill of older accounts).
 */
export async function seedAccountDefaults(tx: Tx, account: Scope & { language: string }, kinds: readonly DefaultsKind[] = DEFAULTS_KINDS): Promise<void> {
  for (const kind of kinds) await SEEDS[kind](tx, account);
}
