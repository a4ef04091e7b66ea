import { EXISTING_MECH_FIELD_PREFIX, type ErrorDetail } from '@atelier/contracts';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, fieldError } from '../../http/app-error.js';

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
  return isUniqueViolation(error, 'mechs_account_vin_idx');
}

/** The vehicle type is not one of the shop's equipment types. */
export const mechTypeNotFound = () => new AppError(400, 'ERR_VALIDATION', [{ field: 'mech.type', message: 'ERR_NOT_FOUND' }]);

/** A vehicle input that identifies nothing (no VIN, year, make, model or plate). */
export const mechDetailsRequired = () => new AppError(400, 'ERR_MECH_DETAILS_REQUIRED', [{ field: 'mech', message: 'ERR_MECH_DETAILS_REQUIRED' }]);

/** The model is missing, or is not a model of the make sent with it. */
export const modelRequired = () => fieldError('mech.model', 'ERR_MODELID_REQUIRED');
export const invalidModel = () => fieldError('mech.model', 'ERR_INVALID_MODEL');

/** The make is not one the shop sees. */
export const makeRequired = () => fieldError('mech.make', 'ERR_MAKEID_REQUIRED');

/** Field values of fields the vehicle's type does not have (or of a purpose kept in columns). */
export const invalidEquipmentFields = (details: ErrorDetail[]) => new AppError(400, 'ERR_INVALID_EQUIPMENT_FIELD', details);

/** The same field given twice. */
export const repeatedEquipmentFields = (details: ErrorDetail[]) => new AppError(400, 'ERR_VALIDATION', details);
