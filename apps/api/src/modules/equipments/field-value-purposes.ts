import type { EquipmentPurpose } from '@atelier/contracts';

/**
 * Purposes whose value a vehicle keeps in mech_field_values. The others have their own vehicle
 * column (VIN, year/make/model, plate, mileage, engine hours), so they are never stored twice.
 */
export const FIELD_VALUE_PURPOSES: ReadonlySet<EquipmentPurpose> = new Set<EquipmentPurpose>(['GENERAL', 'RUNTIME']);
