import { EXISTING_MECH_FIELD_PREFIX } from '@atelier/contracts';
import { AppError } from '../../http/app-error.js';

/** Missing, deleted, or another shop's: the same answer, so nothing leaks across accounts. */
export const mechNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** The customerUuid of a new vehicle is not a live customer of the shop. */
export const mechCustomerNotFound = (field = 'mech.customerUuid') => new AppError(404, 'ERR_NOT_FOUND', [{ field, message: 'ERR_NOT_FOUND' }]);

/**
 * 409 on the VIN: another live vehicle of the shop has it. The second detail names that vehicle
 * (`existingMech:{uuid}`, see existingMechOf in the contracts) so that the form can offer it.
 */
export const vinTaken = (existingUuid: string) =>
  new AppError(409, 'ERR_VIN_TAKEN', [
    { field: 'mech.serialNumber', message: 'ERR_VIN_TAKEN' },
    { field: `${EXISTING_MECH_FIELD_PREFIX}${existingUuid}`, message: 'ERR_VIN_TAKEN' },
  ]);

/** A concurrent save that won the race for a VIN (mechs_account_vin_idx) gets the same 409. */
export function isVinIndexViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && cause.constraint === 'mechs_account_vin_idx';
}
