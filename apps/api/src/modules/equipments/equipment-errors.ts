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
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code === '23505' && cause.constraint === 'equipment_fields_purpose_idx') {
    throw new AppError(400, 'ERR_EQUIPMENT_PURPOSE_REPEATED', [{ field: 'fields', message: 'ERR_EQUIPMENT_PURPOSE_REPEATED' }]);
  }
  throw error;
}
