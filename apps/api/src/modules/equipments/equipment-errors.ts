import type { ErrorDetail } from '@atelier/contracts';
import { rethrowUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';

/** Missing or another shop's: the same answer, so nothing leaks across accounts. */
export const equipmentTypeNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/** §3: only GENERAL may repeat within an equipment type. */
export const purposeRepeated = (index: number) =>
  new AppError(400, 'ERR_EQUIPMENT_PURPOSE_REPEATED', [{ field: `fields.${index}.purpose`, message: 'ERR_EQUIPMENT_PURPOSE_REPEATED' }]);

/**
 * The body schema refuses a repeated purpose; a write that still meets the unique index
 * (equipment_fields_purpose_idx) gets the same answer rather than a 500.
 */
export function rethrowAsPurposeRepeated(error: unknown): never {
  return rethrowUniqueViolation(error, {
    equipment_fields_purpose_idx: () => new AppError(400, 'ERR_EQUIPMENT_PURPOSE_REPEATED', [{ field: 'fields', message: 'ERR_EQUIPMENT_PURPOSE_REPEATED' }]),
  });
}

/** Live vehicles still have this type. */
export const equipmentTypeInUse = () => new AppError(409, 'ERR_EQUIPMENT_IN_USE');

/** Field ids of the body that are not the type's fields, sent twice, or sent on a create. */
export const invalidFieldIds = (details: ErrorDetail[]) => new AppError(400, 'ERR_VALIDATION', details);
